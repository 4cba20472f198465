export { AuthLayout } from './auth-layout';
export { AuthRoute } from './auth-routes';
export { ForbiddenPage } from './forbidden-page';
export { LogoutPage } from './logout-page';
export { NotFoundPage } from './not-found-page';
