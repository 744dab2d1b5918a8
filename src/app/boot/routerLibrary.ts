// A boot stage (src/main.tsx): React Router's code, evaluated in a task of its own. A named re-export,
// not import('react-router-dom'): a dynamic import of the package would keep all of its exports.
export { UNSAFE_createRouter } from 'react-router-dom';
