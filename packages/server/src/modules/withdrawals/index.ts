export { withdrawalsRoutes } from './withdrawals.routes';
export { listWithdrawals, withdrawalViews } from './withdrawal-view';
export { acknowledgeWithdrawal } from './withdrawal-mail-commands';
