// Signs the plan of a web-services <pay-button> on your server (Node 18+), as docs/integration.md explains. Copy
// this file into your project; COBRO_BUTTON_SECRET is the button signing secret of Configuration > Web checkout.
import { createHmac } from 'node:crypto';

// The attributes the signature covers, in the order of the canonical form (Cobro's decision 1010).
const SIGNED = [
  'amount', 'billing-cycles', 'consume-units', 'currency', 'description', 'external-customer-id', 'external-order-id',
  'external-product-id', 'external-usage-id', 'frequency', 'future-charge', 'payment-day', 'plan-name', 'plan-type',
  'service-name', 'subscription-type',
];

/** The `signature` attribute for a button with these attributes (name: value, exactly as you write them). */
export function signPayButton(secret, attributes) {
  const lines = SIGNED.map((name) => {
    const value = String(attributes[name] ?? '').replace(/\r\n?/g, '\n').replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
    return `${name}=${value}`;
  });
  const canonical = ['cobro-pay-button-v1', ...lines].join('\n');
  return `v1=${createHmac('sha256', secret).update(canonical, 'utf8').digest('hex')}`;
}
