export { CustomersSection } from './customers-section';
