export { panelRoutes } from './panel.routes';
export { COLLECTED_STATUSES } from './panel-rules';
