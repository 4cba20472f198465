export {
  checkoutPurchaseKeys,
  checkoutSessionKeys,
  paymentLinkKeys,
  paymentOptionKeys,
  postalCodeKeys,
  subscriptionKeys,
} from './checkout.keys';
export { checkoutPurchaseQuery, checkoutSessionQuery, paymentLinkQuery, paymentOptionsQuery } from './checkout.queries';
export { postalCodeQuery } from './postal-codes.queries';
export { usePostalCodeCheck, type PostalCodeCheck } from './use-postal-code-check';
export { subscriptionQuery } from './subscriptions.queries';
export {
  subscriptionPaymentDataMutation,
  useSubscriptionPaymentData,
  type SubscriptionPaymentDataInput,
} from './subscriptions.mutations';
export { completeDataMutation, useCompleteData, type CompleteDataInput } from './complete-data.mutations';
export {
  createPurchaseMutation,
  extendCheckoutSessionMutation,
  paymentDataMutation,
  requestInvoiceMutation,
  updateLocationMutation,
  useCreatePurchase,
  useExtendCheckoutSession,
  usePaymentData,
  useRequestInvoice,
  useUpdateLocation,
  useVerifyId,
  verifyIdMutation,
  type CreatePurchaseInput,
  type PaymentCallInput,
  type RequestInvoiceInput,
  type UpdateLocationInput,
  type VerifyIdInput,
} from './checkout.mutations';
