export { servicesRoutes } from './services.routes';
export { catalogConditions } from './service-lists';
export { sniffImage } from './service-images';
export { planTerms, planView } from './service-view';
export { organizationCanCharge } from './publishing';
