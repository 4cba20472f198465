export { GeneralDataPage } from './general-data-page';
export { GatewayStepPage } from './gateway-step-page';
