export { ActivationPage } from './activation-page';
