/**
 * The one entry point into the back office. The router lazy-imports this module only, so the bundler
 * puts everything that only the back office uses into a single `AdminArea-<hash>.js` chunk that the
 * public pages never load (e2e/admin-chunk.spec.ts checks it by that name).
 */
export { default as AdminLoginPage } from './pages/AdminLoginPage';
export { default as AdminDashboardPage } from './pages/AdminDashboardPage';
