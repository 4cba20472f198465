export { servicesRoutes } from './services.routes';
