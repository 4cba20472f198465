/**
 * A fresh idempotency key for one intent (one refund dialog). randomUUID exists only in secure contexts, and a
 * merchant may open the dashboard over plain http on a LAN host, so random bytes are the fallback.
 */
export function newIntentKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
