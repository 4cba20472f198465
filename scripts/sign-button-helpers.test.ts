import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIGNED_ATTRIBUTE_FIELDS, signedAttributesOf, type SignedButtonAttribute } from '../packages/contracts/src/index';
import vector from '../packages/contracts/src/rules/button-signature.vector.json';
import { verifyButton } from '../packages/server/src/modules/widget/button-signing-rules';
import { signPayButton } from '../examples/sign-button/sign-button.mjs';

// The signing helpers of docs/integration.md ("Sign web-services buttons") against the server's own verifier: the
// docs show these files (docs-snippets.test.ts keeps them equal), so a merchant who copies one gets a signature the
// API accepts. The Node helper always runs; Python and PHP where their interpreter is installed.
const root = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'pbsec_aGVscGVycy1vZi10aGUtZG9jcy1hcmUtdGVzdGVkLWhlcmU';

/** POST /widget/checkout-sessions as a button with these attributes sends it: what the server verifies. */
function requestOf(attributes: Record<string, string>) {
  const body: { plan: Record<string, string>; customer: Record<string, string> } = { plan: {}, customer: {} };
  for (const [name, value] of Object.entries(attributes)) {
    const [group, field] = SIGNED_ATTRIBUTE_FIELDS[name as SignedButtonAttribute];
    body[group][field] = value;
  }
  return body;
}

const CASES: Record<string, string>[] = [
  vector.attributes,
  { 'service-name': 'Yoga en casa', 'plan-name': 'Mensual online', amount: '19.90', 'plan-type': 'Subscription', frequency: 'month' },
  { 'service-name': 'Ñandú & Cía. "Tienda"', 'plan-name': 'Bono 5 € — año', amount: '1234567.05', 'plan-type': 'Unique' },
  { 'service-name': 'Líneas', 'plan-name': 'a\\nb', description: 'uno\r\ndos\rtres\ncuatro\\', amount: '5', 'plan-type': 'Unique' },
  {
    'service-name': 'Uso',
    'plan-name': 'Medido',
    amount: '0.5',
    'plan-type': 'Subscription',
    frequency: 'semiannually',
    'billing-cycles': '12',
    'payment-day': 'last_day',
    'subscription-type': 'fixed',
    'consume-units': '3',
    'external-usage-id': 'USO-1',
    'external-customer-id': 'CLI-1',
    'external-order-id': 'PED-1',
    'external-product-id': 'SKU=1',
    currency: 'eur',
    'future-charge': 'no_charge',
  },
];

const run = (command: string, args: string[], input: string) => spawnSync(command, args, { input, encoding: 'utf8', cwd: root });
const has = (command: string) => spawnSync(command, ['--version'], { encoding: 'utf8' }).status === 0;

describe('the signing helpers of the docs', () => {
  it('Node: the fixed vector of the contract', () => {
    expect(signPayButton(vector.secret, vector.attributes)).toBe(vector.signature);
  });

  it.each(CASES.map((attributes, i) => [i, attributes] as const))('Node: case %i verifies with the server, and not once altered', (_, attributes) => {
    const signature = signPayButton(SECRET, attributes);
    expect(verifyButton(SECRET, signedAttributesOf(requestOf(attributes)), signature)).toBe('signed');
    const altered = { ...attributes, amount: '0.01' };
    expect(verifyButton(SECRET, signedAttributesOf(requestOf(altered)), signature)).toBe('mismatch');
  });

  it.skipIf(!has('python3'))('Python: the same signature as the Node helper for every case', () => {
    for (const attributes of [vector.attributes, ...CASES]) {
      const answer = run('python3', ['examples/sign-button/sign_button.py'], JSON.stringify({ secret: SECRET, attributes }));
      expect(answer.stderr).toBe('');
      expect(answer.stdout.trim()).toBe(signPayButton(SECRET, attributes));
    }
  });

  it.skipIf(!has('php'))('PHP: the same signature as the Node helper for every case', () => {
    for (const attributes of [vector.attributes, ...CASES]) {
      const answer = run('php', ['examples/sign-button/sign-button.php'], JSON.stringify({ secret: SECRET, attributes }));
      expect(answer.stdout.trim()).toBe(signPayButton(SECRET, attributes));
    }
  });
});
