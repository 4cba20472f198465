export { withdrawalsQuery, portalSettingsQuery, serviceWithdrawalQuery, type WithdrawalsListQuery } from './withdrawals.queries';
export {
  refundWithdrawalMutation,
  updatePortalSettingsMutation,
  updateServiceWithdrawalMutation,
  useRefundWithdrawal,
  useUpdatePortalSettings,
  useUpdateServiceWithdrawal,
  type ServiceWithdrawalInput,
} from './withdrawals.mutations';
