import { ApiErrorBody } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { readApiErrorBody, toApiError } from './to-api-error';

/** Answers a server or a proxy might send, valid and not, as parsed JSON. */
const samples: unknown[] = [
  { code: 'LOG-003', message: 'Incorrect e-mail or password' },
  { code: 'API-001', message: 'Invalid', fields: { email: 'invalid_email', 'customer.cif': 'invalid_tin' } },
  { code: 'CHA-006', message: 'Too much', details: { refundable: 1200, nested: { a: [1] } } },
  { code: 'API-001', message: 'Invalid', fields: {}, details: {}, extra: 'dropped' },
  { code: 'API-001', message: 'Invalid', fields: { email: 3 } },
  { code: 'API-001', message: 'Invalid', fields: ['invalid_email'] },
  { code: 'API-001', message: 'Invalid', fields: null },
  { code: 'API-001', message: 'Invalid', details: 'text' },
  { code: 'API-001', message: 'Invalid', details: [1] },
  { code: 'API-001', message: 'Invalid', fields: undefined },
  { code: 1, message: 'Invalid' },
  { code: 'API-001' },
  { message: 'Invalid' },
  [],
  null,
  'Bad gateway',
  42,
  undefined,
];

describe('readApiErrorBody', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? 'undefined', sample]))(
    'gives what the contract schema gives for %s',
    (_, sample) => {
      const parsed = ApiErrorBody.safeParse(sample);
      expect(readApiErrorBody(sample)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});

describe('toApiError', () => {
  it("keeps the server's code, fields and details", async () => {
    const body = { code: 'API-001', message: 'Invalid', fields: { email: 'invalid_email' }, details: { a: 1 } };
    const error = await toApiError(new Response(JSON.stringify(body), { status: 400, headers: { 'retry-after': '5' } }));
    expect([error.status, error.code, error.fields, error.details, error.retryAfterSeconds]).toEqual([400, 'API-001', { email: 'invalid_email' }, { a: 1 }, 5]);
  });

  it('gives the generic code of the status to a body that is not the contract', async () => {
    const error = await toApiError(new Response('<html>Bad gateway</html>', { status: 409, statusText: 'Conflict' }));
    expect([error.code, error.message]).toEqual(['API-005', 'Conflict']);
  });
});
