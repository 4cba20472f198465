import { checkoutPurchaseQuery } from '@cobro/data';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { useFlow } from '../flow/flow-context';
import { purchaseOutcome } from './purchase-outcome';

/** How often a result page asks again while the provider has not confirmed (SEPA, Redsys, Inespay notices). */
const PROCESSING_REFRESH_MS = 3000;

/**
 * The purchase a result page speaks of, as the server knows it: from the flow, from `?purchase_id=` (a buyer back
 * from a provider's page), or the link's own purchase. Returning to a URL proves nothing (quality bar 5).
 */
export function useResultPurchase() {
  const { offer, state } = useFlow();
  const search = new URLSearchParams(useSearch());
  const purchaseId = state.purchaseId ?? search.get('purchase_id') ?? offer.purchase?.id ?? null;
  const purchase = useQuery({
    ...checkoutPurchaseQuery(purchaseId ?? ''),
    enabled: purchaseId !== null,
    refetchInterval: (query) =>
      query.state.data && purchaseOutcome(query.state.data.status) === 'processing' ? PROCESSING_REFRESH_MS : false,
  });
  return { purchaseId, purchase };
}
