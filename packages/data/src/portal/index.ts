export { portalPurchaseKeys, portalSessionKeys } from './portal.keys';
export { portalPurchaseQuery, portalPurchasesQuery, portalSessionQuery } from './portal.queries';
export {
  portalCancelMutation,
  portalCodeMutation,
  portalSignInMutation,
  portalSignOutMutation,
  portalWithdrawMutation,
  usePortalCancel,
  usePortalCode,
  usePortalSignIn,
  usePortalSignOut,
  usePortalWithdraw,
  type PortalWithdrawInput,
} from './portal.mutations';
