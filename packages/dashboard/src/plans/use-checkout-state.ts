import { ProductCheckoutResponse } from '@cobro/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * The payment page's route state (client_secret, stripe_key, currency, current_amount, total_tax_amount), as the
 * plans modal navigated with it. Opened without it (a reload, a link), the page asks for a new one with `create`,
 * once per attempt (a ref, so a development double effect does not start two checkouts).
 */
export function useCheckoutState(create: () => Promise<ProductCheckoutResponse>): {
  data: ProductCheckoutResponse | null;
  error: unknown;
  retry: () => void;
} {
  const fromRoute = ProductCheckoutResponse.safeParse(typeof history === 'undefined' ? null : history.state);
  const [data, setData] = useState<ProductCheckoutResponse | null>(fromRoute.success ? fromRoute.data : null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const createRef = useRef(create);
  createRef.current = create;
  useEffect(() => {
    if (data || started.current === attempt) return;
    started.current = attempt;
    createRef.current().then(setData, (failure: unknown) => setError(failure ?? new Error('checkout')));
  }, [attempt, data]);
  return {
    data,
    error,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}
