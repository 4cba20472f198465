export { IdentifyPage } from './identify-page';
