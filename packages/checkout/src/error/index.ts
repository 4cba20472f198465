export { DeclinedPage } from './declined-page';
