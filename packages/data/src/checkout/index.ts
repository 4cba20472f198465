export {
  checkoutPurchaseKeys,
  paymentLinkKeys,
  paymentOptionKeys,
  postalCodeKeys,
  subscriptionKeys,
} from './checkout.keys';
export {
  checkoutPurchaseQuery,
  paymentLinkQuery,
  paymentOptionsQuery,
  postalCodeQuery,
  subscriptionQuery,
} from './checkout.queries';
export {
  completeDataMutation,
  createPurchaseMutation,
  paymentDataMutation,
  providerOf,
  subscriptionPaymentDataMutation,
  updateLocationMutation,
  useCompleteData,
  useCreatePurchase,
  usePaymentData,
  useSubscriptionPaymentData,
  useUpdateLocation,
  useVerifyId,
  verifyIdMutation,
  type CompleteDataInput,
  type PaymentCallInput,
  type SubscriptionPaymentDataInput,
  type UpdateLocationInput,
  type VerifyIdInput,
} from './checkout.mutations';
