export { PurchasesSection } from './purchases-section';
