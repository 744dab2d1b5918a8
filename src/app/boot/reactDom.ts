// A boot stage (src/main.tsx): React DOM, evaluated in a task of its own before antd's core.
export { createRoot, hydrateRoot } from 'react-dom/client';
