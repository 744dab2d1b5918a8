// A boot stage (src/main.tsx): React Router's code, evaluated in a task of its own. A named re-export,
// not import('react-router-dom'): a dynamic import of the package would keep all of its exports.
export { createBrowserRouter } from 'react-router-dom';
