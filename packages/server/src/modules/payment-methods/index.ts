export { paymentMethodsRoutes } from './payment-methods.routes';
export { merchantProviderCredentials, offeredOptions, type MerchantProviderCredentials } from './offered-option-queries';
