export { MerchantDashboard, type MerchantDashboardProps } from './merchant-dashboard';
export { dashboardStyles } from './dashboard-styles';
