/**
 * `react-router-dom` as the server's render sees it (vite.config.ts resolves the package here for
 * the server build): react-router's own, with a Link that renders plain paths without it.
 */
export * from 'react-router-dom'
export { Link } from './server-link.tsx'
