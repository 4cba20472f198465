import { useEffect } from 'react';
import { useCheckoutConfig } from './checkout-config';

/**
 * Titles the product's own checkout pages; on a merchant's page the title is the merchant's and stays so.
 * An empty title leaves it to a page further down (effects of children run first).
 */
export function usePageTitle(title: string) {
  const { mode } = useCheckoutConfig();
  useEffect(() => {
    if (mode === 'page' && title) document.title = `${title} · Cobro`;
  }, [mode, title]);
}
