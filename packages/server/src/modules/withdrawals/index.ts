export { withdrawalsRoutes } from './withdrawals.routes';
export { withdrawalOf } from './withdrawal-rules';
export { listWithdrawals, withdrawalViews } from './withdrawal-view';
export { acknowledgmentMail } from './withdrawal-mail-view';
