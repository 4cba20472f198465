import { randomUUID } from 'node:crypto';
import { PAYMENTS_PREFIX } from '@cobro/contracts';
import { personDetails } from '../../src/modules/checkout/checkout.fixtures';
import { SANDBOX_CARDS, SANDBOX_IBANS } from '../../src/provider-protocols/index';

/**
 * How long a buyer keeps retrying one step across the crash before the test gives up on it: a restart must not leave
 * a checkout blocked longer (a key held by the dead process, say) than a buyer would wait.
 */
const STEP_DEADLINE_MS = 30_000;
/** The pause before a retry grows from this to five times it, as a browser's backoff would. */
const RETRY_PAUSE_MS = 200;

export interface BuyerStats {
  /** Requests that got no answer (connection refused or reset) or a 5xx, and were sent again. */
  retries: number;
  /** Requests answered 409 API-005: the key's first request was still running, or died holding it. */
  keyInUse: number;
  /** Requests sent and not answered yet, and how many of them carry an Idempotency-Key. */
  inFlight: number;
  keyedInFlight: number;
}

export interface BuyerResult {
  customerId: string;
  purchaseId: string;
  method: 'card' | 'sepa_debit';
  confirmed: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One buyer through the real HTTP API, as the checkout page does it (decision 0852): identify, complete data, then
 * one attempt with `Idempotency-Key: <attempt>:create-purchase` and `<attempt>:payment-data`, then the sandbox frame's
 * confirm. A request that gets no answer (the server died) or a 5xx is sent again with the same key and body, as a
 * browser's retry would, until the server is back.
 */
export async function buyOnce(baseUrl: string, plan: string, dni: string, method: 'card' | 'sepa_debit', stats: BuyerStats, onConfirmed: () => void): Promise<BuyerResult> {
  async function call(path: string, body: object, key?: string) {
    const deadline = Date.now() + STEP_DEADLINE_MS;
    for (let tries = 1; ; tries += 1) {
      let status = 0;
      let json: Record<string, unknown> = {};
      stats.inFlight += 1;
      if (key) stats.keyedInFlight += 1;
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        status = response.status;
        json = (await response.json()) as Record<string, unknown>;
      } catch {
        status = 0;
      } finally {
        stats.inFlight -= 1;
        if (key) stats.keyedInFlight -= 1;
      }
      if (status === 200) return json;
      if (status === 409 && json.code === 'API-005') stats.keyInUse += 1;
      else if (status === 0 || status >= 500) stats.retries += 1;
      else throw new Error(`${path} answered ${status} ${JSON.stringify(json)}`);
      if (Date.now() > deadline) throw new Error(`${path} still failing after ${STEP_DEADLINE_MS} ms (last ${status} ${JSON.stringify(json)})`);
      await sleep(RETRY_PAUSE_MS * Math.min(tries, 5));
    }
  }

  const email = `chaos-${dni.toLowerCase()}@example.es`;
  await call(`/api/checkout/${plan}/verify-id`, { customer_type: 'PERSON', customer_email: email, customer_cif: dni });
  const completed = await call(`/api/checkout/${plan}/complete-data`, personDetails(dni, email));
  const customerId = completed.customer_id as string;
  const attempt = randomUUID();
  const body = { payment_method: method, customer_id: customerId, plan_id: plan, payment_link_id: plan };
  const created = await call(`${PAYMENTS_PREFIX}/stripe/create-purchase`, body, `${attempt}:create-purchase`);
  const purchaseId = created.purchase_id as string;
  const data = await call(`${PAYMENTS_PREFIX}/stripe/payment-data`, { ...body, purchase_id: purchaseId }, `${attempt}:payment-data`);
  const instrument =
    method === 'card'
      ? { type: 'card', number: SANDBOX_CARDS.succeeds, exp_month: 12, exp_year: 2040, cvc: '123' }
      : { type: 'sepa_debit', iban: SANDBOX_IBANS.succeeds, name: 'Lucía García' };
  // The frame's confirm carries no key: the client secret is the attempt, and a repeated confirm reads its result.
  const confirmed = await call(`${PAYMENTS_PREFIX}/sandbox/confirm`, { client_secret: data.client_secret, instrument });
  onConfirmed();
  return { customerId, purchaseId, method, confirmed: confirmed.status as string };
}
