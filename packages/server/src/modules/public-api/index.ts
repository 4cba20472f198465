export { publicApiRoutes } from './public-api.routes';
export { openApiDocument } from './openapi-view';
