export { connectedProvider, paymentMethodsRoutes } from './payment-methods.routes';
export { merchantProviderCredentials, offeredOptions, type MerchantProviderCredentials } from './offered-option-queries';
export { environmentOf } from './provider-commands';
