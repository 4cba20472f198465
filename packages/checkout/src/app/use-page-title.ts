import { useEffect } from 'react';
import { useFlowMerchant } from '../flow/flow-context';
import { useCheckoutConfig } from './checkout-config';

/**
 * Titles the product's own checkout pages "{page} · {merchant}": the buyer's tab says whom they pay (Cobro only
 * where the checkout does not know the merchant, as on a page before the link is read). On a merchant's page the
 * title is the merchant's and stays so. An empty title leaves it to a page further down (effects of children run
 * first).
 */
export function usePageTitle(title: string) {
  const { mode } = useCheckoutConfig();
  const merchant = useFlowMerchant();
  useEffect(() => {
    if (mode === 'page' && title) document.title = `${title} · ${merchant ?? 'Cobro'}`;
  }, [mode, title, merchant]);
}
