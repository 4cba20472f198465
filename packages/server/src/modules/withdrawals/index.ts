export { withdrawalsRoutes } from './withdrawals.routes';
export { listWithdrawals, withdrawalViews } from './withdrawal-view';
export { acknowledgmentMail } from './withdrawal-mail-view';
