export { productPlansRoutes } from './product-plans.routes';
export { currentSubscription } from './product-plan-queries';
export { planState } from './product-plan-queries';
