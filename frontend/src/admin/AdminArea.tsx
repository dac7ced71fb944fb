/**
 * The one entry point into the back office. The router lazy-imports this module only, so the bundler
 * puts everything that only the back office uses into a single `AdminArea-<hash>.js` chunk that the
 * public pages never load (e2e/admin-chunk.spec.ts checks it by that name). Its pages wait for the
 * back office's message catalogue (ADR 0027).
 */
// The styles of the antd components only the back office uses (ADR 0037).
import 'virtual:antd-styles/back-office.css';
import { withBackOfficeMessages } from './BackOfficeMessages';
import AdminDashboard from './pages/AdminDashboardPage';
import AdminLogin from './pages/AdminLoginPage';

export const AdminLoginPage = withBackOfficeMessages(AdminLogin);
export const AdminDashboardPage = withBackOfficeMessages(AdminDashboard);
