export { googleRoutes } from './google.routes';
