export { AuthLayout } from './auth-layout';
export { ForbiddenPage } from './forbidden-page';
export { LogoutPage } from './logout-page';
export { NotFoundPage } from './not-found-page';
