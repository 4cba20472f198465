import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

const activated = { payments_activated: true };
const payments = { client_product_type: 'payments' as const };

describe('dashboard access', () => {
  it('waits while the session or the organization is loading', () => {
    expect(decideAccess({ session: undefined, organization: activated, error: undefined })).toEqual({ kind: 'wait' });
    expect(decideAccess({ session: payments, organization: undefined, error: undefined })).toEqual({ kind: 'wait' });
  });

  it('a payments organization with payments activated enters the dashboard', () => {
    expect(decideAccess({ session: payments, organization: activated, error: undefined })).toEqual({
      kind: 'enter',
      organization: activated,
    });
  });

  it('an organization not activated is redirected to /activate', () => {
    expect(decideAccess({ session: payments, organization: { payments_activated: false }, error: undefined })).toEqual({
      kind: 'redirect',
      to: '/activate',
    });
  });

  it('a product type other than payments is redirected to /forbidden, even when not activated', () => {
    for (const type of ['billing', 'merge'] as const) {
      const session = { client_product_type: type };
      expect(decideAccess({ session, organization: activated, error: undefined })).toEqual({
        kind: 'redirect',
        to: '/forbidden',
      });
      expect(decideAccess({ session, organization: { payments_activated: false }, error: undefined })).toEqual({
        kind: 'redirect',
        to: '/forbidden',
      });
    }
  });

  it('a 401 from the API leads to /signin', () => {
    const error = Object.assign(new Error('unauthorized'), { status: 401, code: 'API-002' });
    expect(decideAccess({ session: undefined, organization: undefined, error })).toEqual({
      kind: 'redirect',
      to: '/signin',
    });
  });

  it('a failed organization fetch other than 401 shows the full-page error', () => {
    const error = Object.assign(new Error('boom'), { status: 500, code: 'API-500' });
    expect(decideAccess({ session: payments, organization: undefined, error })).toEqual({ kind: 'error', error });
  });
});
