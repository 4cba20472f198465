export { apiKeyKeys, organizationPaymentOptionKeys, paymentProviderKeys, platformPaymentMethodKeys } from './configuration.keys';
export { apiKeyQuery, organizationPaymentOptionsQuery, paymentProviderQuery, platformPaymentMethodsQuery } from './configuration.queries';
export {
  activateProviderMutation,
  generateApiKeyMutation,
  removeApiKeyMutation,
  requestProviderAccessMutation,
  selectPaymentMethodsMutation,
  updateTermsMutation,
  useActivateProvider,
  useGenerateApiKey,
  useRemoveApiKey,
  useRequestProviderAccess,
  useSelectPaymentMethods,
  useUpdateTerms,
  type PaymentMethodsSelectionInput,
  type ProviderActivateInput,
  type ProviderRequestAccessInput,
  type TermsInput,
} from './configuration.mutations';
