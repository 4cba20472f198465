import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index';
import { extractSpecCalls, missingCalls, normalisePath } from './spec-calls';

/** The spec, copied into the repository as the owner wrote it (docs/spec/README.md). */
const specDir = fileURLToPath(new URL('../../../docs/spec/', import.meta.url));
const DOCUMENTS = ['dashboard-core.md', 'services-and-configuration.md', 'public-flows.md'];
const callsOf = (doc: string) => extractSpecCalls(readFileSync(specDir + doc, 'utf8'));

describe('spec coverage: every call of the section 7 tables is in the endpoint table', () => {
  it.each(DOCUMENTS)('%s', (doc) => {
    const calls = callsOf(doc);
    expect(calls.length).toBeGreaterThan(10);
    expect(missingCalls(calls, endpoints)).toEqual([]);
  });

  it('reads the shorthand rows of the tables', () => {
    const keys = DOCUMENTS.flatMap(callsOf).map((c) => `${c.service} ${c.method} ${normalisePath(c.path)}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'api GET /plans', // `GET /services, /plans, /purchases, /charges`
        'api GET /customers/{}/purchases', // second call of a row
        'api PUT /services/{}/plans/{}/enable', // `PUT .../enable`
        'api PUT /payment-gateway/step-1', // no leading slash
        'api GET /uelz-plans/{}', // `{product}` prefix
        'api POST /organizations/platform/get-payment-data', // `... and POST ...`
        'api POST /media/export/{}', // `{table id}` with a space
        'payments POST /{}/create-purchase',
        'payments POST /{}/payment-data',
        'api DELETE /organizations/remove-api-key/{}', // bullet list
      ]),
    );
  });

  it('fails naming a call that is removed from the endpoint table', () => {
    const { enablePlan: _removed, ...withoutEnablePlan } = endpoints;
    const missing = missingCalls(DOCUMENTS.flatMap(callsOf), withoutEnablePlan);
    expect(missing).toEqual([expect.stringContaining('PUT /services/{}/plans/{}/enable')]);
  });

  it('tells a payments-service call from a main-API call with the same path', () => {
    const asApi = { ...endpoints, paymentData: { ...endpoints.paymentData, service: 'api' as const } };
    expect(missingCalls(callsOf('public-flows.md'), asApi)).toEqual([
      expect.stringContaining('payments POST /{}/payment-data'),
    ]);
  });
});
