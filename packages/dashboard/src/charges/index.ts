export { ChargesListPage } from './charges-list-page';
