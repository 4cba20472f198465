export { subscriptionsRoutes } from './subscriptions.routes';
export { replaceSubscriptionMethod } from './replace-method';
