export { GeneralDataPage } from './general-data-page';
