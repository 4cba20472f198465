export { customersRoutes } from './customers.routes';
export { customerConditions, customerRows, listCustomers, type CustomerFilters } from './customer-list-queries';
export { customerViews, existingCustomer, findCustomer, fullName, type CustomerRow } from './customer-view';
export { customerIdCondition, listedCustomerCondition, searchCustomers, type CustomerSearch } from './customer-search-queries';
export { dateRange, liveAttempt, livePurchase, MERCHANT_TIME_ZONE, offsetMinutes } from './list-rules';
