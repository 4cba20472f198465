import { describe, expect, it } from 'vitest';
import { interpretCallback } from './callback';
import { buildSignedCallback, verifyCallback } from './signature';

const API_KEY = 'sandbox-inespay-api-key';
const stored = { singlePayinId: 'payin-1', reference: 'COBRO-ch_1', amount: 4999 };

function verified(overrides: Record<string, string> = {}) {
  const payload = { singlePayinId: 'payin-1', reference: 'COBRO-ch_1', amount: '4999', codStatus: 'OK', ...overrides };
  const result = verifyCallback(buildSignedCallback(payload, API_KEY), API_KEY);
  if (!result.ok) throw new Error(result.reason);
  return result.payload;
}

describe('Inespay callback rules', () => {
  it('a verified callback for the stored payment with status OK or SETTLED is paid', () => {
    expect(interpretCallback(verified(), stored)).toEqual({ result: 'paid', status: 'OK' });
    expect(interpretCallback(verified({ codStatus: 'SETTLED' }), stored)).toEqual({ result: 'paid', status: 'SETTLED' });
  });

  it('a correctly signed callback with the wrong amount is not paid', () => {
    expect(interpretCallback(verified({ amount: '4998' }), stored)).toEqual({ result: 'mismatch', fields: ['amount'] });
  });

  it('a callback for another payment or reference is flagged', () => {
    expect(interpretCallback(verified({ singlePayinId: 'payin-2', reference: 'other' }), stored)).toEqual({
      result: 'mismatch',
      fields: ['single_payin_id', 'reference'],
    });
  });

  it('any other status is a denial', () => {
    for (const codStatus of ['ERROR', 'ABORTED', 'PENDING', 'KO']) {
      expect(interpretCallback(verified({ codStatus }), stored)).toEqual({ result: 'denied', status: codStatus });
    }
  });
});
