export { accountsRoutes } from './accounts.routes';
