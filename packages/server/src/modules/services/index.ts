export { servicesRoutes } from './services.routes';
export { catalogConditions, ownCatalog } from './service-list-queries';
export { sniffImage } from './service-image-commands';
export { planTerms, planView, purchaseCountOf, purchaseCounts } from './service-view';
export { organizationCanCharge } from './publishing-rules';
export { onSale, planColumns, publishedPlan } from './publishing-rules';
export { prefixQuery } from './search-rules';
export { serviceType } from './service-view';
