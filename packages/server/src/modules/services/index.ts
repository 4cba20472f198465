export { servicesRoutes } from './services.routes';
export { catalogConditions } from './service-lists';
export { sniffImage } from './service-images';
