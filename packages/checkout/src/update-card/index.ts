export { UpdateCardPage } from './update-card-page';
