// A Cobro server-to-server client to copy: lists charges and refunds one with the secret API key. Node 20+, no
// dependencies. Run: COBRO_API_URL=https://your-cobro-server/api/v1 COBRO_SECRET_KEY=sk_test_... node client.mjs
// (add REFUND_CHARGE_ID and REFUND_AMOUNT, in cents, to refund). The key belongs on your server only.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client bound to one secret key; every call throws the API's { code, message } when refused. */
export function cobroClient({ baseUrl, secretKey, fetch = globalThis.fetch }) {
  async function call(method, path, { body, idempotencyKey } = {}) {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      // Over the key's rate limit: wait as long as the server asks and send the same request again (5 tries at most).
      if (response.status === 429 && attempt < 5) {
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      const json = await response.json();
      if (!response.ok) throw Object.assign(new Error(`${json.code}: ${json.message}`), { status: response.status, body: json });
      return json;
    }
  }
  return {
    /** One page of charges, with the dashboard's filters: { status: 'succeeded', page_size: 20, page: 2 }. */
    charges: (query = {}) => call('GET', `/charges?${new URLSearchParams(query)}`),
    customers: (query = {}) => call('GET', `/customers?${new URLSearchParams(query)}`),
    purchases: (query = {}) => call('GET', `/purchases?${new URLSearchParams(query)}`),
    /** Keep the idempotency key with your own refund record: retrying with it never refunds twice. */
    refund: (chargeId, amount, idempotencyKey = randomUUID()) =>
      call('POST', `/charges/${encodeURIComponent(chargeId)}/refunds`, { body: { amount }, idempotencyKey }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cobro = cobroClient({ baseUrl: process.env.COBRO_API_URL, secretKey: process.env.COBRO_SECRET_KEY });
  const page = await cobro.charges({ status: 'succeeded', page_size: 5 });
  for (const charge of page.data) console.log(charge.id, charge.amount, charge.currency, charge.status);
  if (process.env.REFUND_CHARGE_ID) {
    const charge = await cobro.refund(process.env.REFUND_CHARGE_ID, Number(process.env.REFUND_AMOUNT));
    console.log('refunded', charge.id, charge.amount_refunded);
  }
}
