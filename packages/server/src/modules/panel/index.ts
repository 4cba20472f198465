export { panelRoutes } from './panel.routes';
