export { DashboardShell } from './dashboard-shell';
export { OrganizationErrorPage } from './organization-error-page';
