export { customersRoutes } from './customers.routes';
export { customerConditions, customerRows, listCustomers, type CustomerFilters } from './customer-lists';
export { customerViews, existingCustomer, findCustomer, fullName, type CustomerRow } from './customer-view';
export { customerIdCondition, searchCustomers, type CustomerSearch } from './customer-search';
export { dateRange, MERCHANT_TIME_ZONE, offsetMinutes } from './list-conditions';
