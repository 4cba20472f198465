export { CompleteLocationPage } from './complete-location-page';
