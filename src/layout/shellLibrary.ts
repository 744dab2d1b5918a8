// antd's parts of the shell, asked for just before it (src/app/router.tsx, loadShell): they usually
// arrive before the shell's own modules and are evaluated in a task of their own, not in one with them.
export { Badge, Button, Dropdown, Layout, Menu, Space, Tag, Tooltip } from 'antd';
