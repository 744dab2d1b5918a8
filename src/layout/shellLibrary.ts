// antd's parts of the shell, asked for just before it (src/app/router.tsx, loadShell). When they arrive
// before the shell's own modules (13 of 20 emulated /home loads) they are evaluated in a task of their
// own; otherwise all of it is one task, as it was before.
export { Badge, Button, Layout, Menu, Space, Tag } from 'antd';
