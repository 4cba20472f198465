export { customersRoutes } from './customers.routes';
export { customerConditions, customerRows, listCustomers, type CustomerFilters } from './customer-lists';
export { customerViews, findCustomer, fullName, type CustomerRow } from './customer-view';
