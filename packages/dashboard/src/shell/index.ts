export { DashboardShell } from './dashboard-shell';
