import { endpoint, endpoints } from '@cobro/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './create-api-client';

// These checks run under `npm run typecheck`: a wrong inference makes the @ts-expect-error lines fail to compile.
const api = createApiClient({ apiUrl: '/api', fetch: async () => new Response(null, { status: 204 }) });
const refund = endpoint({
  method: 'POST', path: '/charges/{id}/refund', service: 'api', access: 'session', credentials: true,
  body: z.object({ amount: z.number(), reason: z.string().optional() }), response: z.object({ id: z.string() }),
  idempotent: true,
});

describe('call types', () => {
  it('infers params from the path, the body from the schema input and the result from the response', () => {
    const call = () => api.call(refund, { params: { id: 'ch_1' }, body: { amount: 100 }, idempotencyKey: 'k' });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<{ id: string }>();
    // @ts-expect-error the path needs {id}
    const noParams = () => api.call(refund, { body: { amount: 1 } });
    // @ts-expect-error the body's amount is a number
    const badBody = () => api.call(refund, { params: { id: 'x' }, body: { amount: '1' } });
    // @ts-expect-error verify takes no idempotency key
    const notIdempotent = () => api.call(endpoints.verify, { idempotencyKey: 'k' });
    // Options may be left out when nothing is required.
    const verify = () => api.call(endpoints.verify);
    expectTypeOf(verify).returns.resolves.toHaveProperty('organization');
    expectTypeOf([noParams, badBody, notIdempotent]).toBeArray();
  });
});
