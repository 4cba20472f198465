export { CustomerPortal, type CustomerPortalProps } from './customer-portal';
