export { exportRoutes } from './export.routes';
export { exportTable } from './export-queries';
