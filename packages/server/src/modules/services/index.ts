export { servicesRoutes } from './services.routes';
export { catalogConditions } from './service-lists';
export { sniffImage } from './service-images';
export { planTerms, planView } from './service-view';
export { organizationCanCharge } from './publishing';
export { planColumns, publishedPlan } from './publishing';
export { prefixQuery } from './search';
export { serviceType } from './service-view';
