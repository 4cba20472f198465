export { portalOrganizationKeys, portalPurchaseKeys, portalSessionKeys } from './portal.keys';
export { portalOrganizationQuery, portalPurchaseQuery, portalPurchasesQuery, portalSessionQuery } from './portal.queries';
export { holdsPortalToken, portalReceiptBlob } from './portal-token';
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
