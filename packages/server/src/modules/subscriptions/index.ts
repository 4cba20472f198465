export { subscriptionsRoutes } from './subscriptions.routes';
export { type BillingScope, chargePeriod, claimDuePeriods, finishCompleted } from './renewal-commands';
export { listUsage, reportUsage } from './usage-commands';
