export { subscriptionsRoutes } from './subscriptions.routes';
export { chargePeriod, claimDuePeriods, finishCompleted } from './renewal-commands';
export { listUsage, reportUsage } from './usage-commands';
