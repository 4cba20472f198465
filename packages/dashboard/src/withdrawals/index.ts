export { PortalCancelSetting } from './portal-cancel-setting';
export { PurchaseWithdrawalCard } from './purchase-withdrawal-card';
export { ServiceWithdrawalCard } from './service-withdrawal-card';
export { WithdrawalsNotice } from './withdrawals-notice';
export { WithdrawalsPage } from './withdrawals-page';
