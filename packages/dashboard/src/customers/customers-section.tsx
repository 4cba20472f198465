import { useLocation } from 'wouter';
import { customersPage, normalizePath } from '../app/routes';
import { CustomerDetailPage } from './customer-detail-page';
import { CustomersListPage } from './customers-list-page';

/** The customers area: which of its pages the path shows (the route table's `customersPage`). */
export function CustomersSection() {
  const [location] = useLocation();
  const route = customersPage(normalizePath(location)) ?? { page: 'list' as const };
  // Keyed by id so moving from one customer to another starts a fresh card and form.
  return route.page === 'detail' ? <CustomerDetailPage key={route.id} id={route.id} /> : <CustomersListPage />;
}
