export { subscriptionsRoutes } from './subscriptions.routes';
export { chargePeriod, claimDuePeriods, finishCompleted } from './renewal-commands';
