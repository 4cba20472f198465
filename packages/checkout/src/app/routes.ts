/**
 * The buyer's routes (public-flows 2): pure data plus one resolver, so the table is tested without a browser.
 * The same paths serve the product's own pages (browser location) and <merchant-checkout> on a merchant's page
 * (memory location), so the flow code never knows which one it runs in.
 */
export type CheckoutStep = 'identify' | 'complete-data' | 'complete-location' | 'complete-payment' | 'success' | 'error';

export type CheckoutRoute =
  | { kind: 'checkout'; id: string; step: CheckoutStep }
  | { kind: 'update-card'; id: string }
  | { kind: 'not-found' };

const STEPS: readonly CheckoutStep[] = ['complete-data', 'complete-location', 'complete-payment', 'success', 'error'];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape is not an id
  }
};

export function resolveCheckoutRoute(path: string): CheckoutRoute {
  const parts = path.split('?')[0].split('/').filter(Boolean);
  const id = parts[1] === undefined ? null : decode(parts[1]);
  if (!id) return { kind: 'not-found' };
  if (parts[0] === 'update-card' && parts.length === 2) return { kind: 'update-card', id };
  if (parts[0] !== 'checkout') return { kind: 'not-found' };
  if (parts.length === 2) return { kind: 'checkout', id, step: 'identify' };
  const step = STEPS.find((s) => s === parts[2]);
  return parts.length === 3 && step ? { kind: 'checkout', id, step } : { kind: 'not-found' };
}

/** The path of a step; the declined page keeps the spec's trailing slash (`/checkout/:id/error/`). */
export function checkoutPath(id: string, step: CheckoutStep = 'identify'): string {
  const base = `/checkout/${encodeURIComponent(id)}`;
  if (step === 'identify') return base;
  return step === 'error' ? `${base}/error/` : `${base}/${step}`;
}

export const updateCardPath = (id: string) => `/update-card/${encodeURIComponent(id)}`;
