// A boot stage (src/main.tsx): antd's Button (the error page's and the shell's), evaluated apart from the router.
export { Button } from 'antd';
