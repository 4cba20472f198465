import { useLocation } from 'wouter';
import { normalizePath, purchasesPage } from '../app/routes';
import { WithdrawalsPage } from '../withdrawals';
import { PurchaseDetailPage } from './purchase-detail-page';
import { PurchasesListPage } from './purchases-list-page';

/** The purchases area: which of its pages the path shows (the route table's `purchasesPage`), withdrawals included. */
export function PurchasesSection() {
  const [location] = useLocation();
  const route = purchasesPage(normalizePath(location)) ?? { page: 'list' as const };
  // Keyed by id so moving from one purchase to another starts afresh.
  if (route.page === 'withdrawals') return <WithdrawalsPage />;
  return route.page === 'detail' ? <PurchaseDetailPage key={route.id} id={route.id} /> : <PurchasesListPage />;
}
