import { describe, expect, it } from 'vitest';
import { readVectors, type RedsysVectors } from '../test-vectors';
import { classifyResponse, interpretNotification, REDSYS_CURRENCY_EUR, type RedsysStoredOrder } from './notification';
import { verifyNotification } from './signature';

const { vectors } = readVectors<RedsysVectors>('redsys-hmac-sha256-v1');
const notification = vectors[1];

/** The parameters of the published notification vector, verified. */
function verifiedParameters(): Record<string, string> {
  const verified = verifyNotification(
    { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: notification.merchantParameters, Ds_Signature: notification.signature },
    notification.merchantKey,
  );
  if (!verified.ok) throw new Error(`vector did not verify: ${verified.reason}`);
  return verified.parameters;
}

const stored: RedsysStoredOrder = {
  order: '0726qI3H7sZx',
  amount: 4999,
  currency: REDSYS_CURRENCY_EUR,
  merchantCode: '999008881',
  terminal: '1',
};

describe('Redsys notification rules', () => {
  it('Ds_Response 0000-0099 is an authorised payment', () => {
    for (const code of ['0000', '0001', '0050', '0099', '99', '0']) expect(classifyResponse(code)).toBe('payment_authorised');
  });

  it('0900 is an authorised refund or confirmation; 0400 an authorised cancellation', () => {
    expect(classifyResponse('0900')).toBe('refund_or_confirmation_authorised');
    expect(classifyResponse('0400')).toBe('cancellation_authorised');
  });

  it('anything else is a denial', () => {
    for (const code of ['0100', '0101', '0180', '0190', '0401', '0899', '0901', '9915', 'SIS0051', '', undefined]) {
      expect(classifyResponse(code)).toBe('denied');
    }
  });

  it('a verified notification whose fields match the stored order is paid (terminal "001" equals "1")', () => {
    expect(interpretNotification(verifiedParameters(), stored)).toEqual({ result: 'paid', response: '0000', authorisationCode: '052029' });
  });

  it('a validly signed notification with a denial code is denied, never paid', () => {
    const parameters = { ...verifiedParameters(), Ds_Response: '0190' };
    expect(interpretNotification(parameters, stored)).toEqual({ result: 'denied', response: '0190' });
  });

  it('a notification without Ds_Response is denied', () => {
    const { Ds_Response: _, ...parameters } = verifiedParameters();
    expect(interpretNotification(parameters, stored)).toEqual({ result: 'denied', response: null });
  });

  it('a different amount, currency, merchant code or terminal is not paid and is flagged', () => {
    const cases: Array<[Partial<RedsysStoredOrder>, string]> = [
      [{ amount: 5000 }, 'amount'],
      [{ currency: '840' }, 'currency'],
      [{ merchantCode: '999008882' }, 'merchant_code'],
      [{ terminal: '2' }, 'terminal'],
      [{ order: '0726qI3H7sZy' }, 'order'],
    ];
    for (const [change, field] of cases) {
      expect(interpretNotification(verifiedParameters(), { ...stored, ...change })).toEqual({ result: 'mismatch', fields: [field] });
    }
  });

  it('a mismatch wins over an authorised response code and lists every differing field', () => {
    const parameters = { ...verifiedParameters(), Ds_Amount: '1', Ds_Currency: '840' };
    expect(interpretNotification(parameters, stored)).toEqual({ result: 'mismatch', fields: ['amount', 'currency'] });
  });

  it('an amount that is not whole minor units is a mismatch', () => {
    for (const Ds_Amount of ['49.99', '', '4,999', '-4999', '4999e0']) {
      expect(interpretNotification({ ...verifiedParameters(), Ds_Amount }, stored)).toEqual({ result: 'mismatch', fields: ['amount'] });
    }
  });

  it('terminal normalisation: "001", "01" and "1" are the same terminal, "10" is not', () => {
    for (const Ds_Terminal of ['001', '01', '1']) {
      expect(interpretNotification({ ...verifiedParameters(), Ds_Terminal }, stored).result).toBe('paid');
    }
    expect(interpretNotification({ ...verifiedParameters(), Ds_Terminal: '010' }, stored).result).toBe('mismatch');
    expect(interpretNotification({ ...verifiedParameters(), Ds_Terminal: '1' }, { ...stored, terminal: '001' }).result).toBe('paid');
  });

  it('an authorised refund and cancellation are reported as such, not as payments', () => {
    expect(interpretNotification({ ...verifiedParameters(), Ds_Response: '0900' }, stored).result).toBe('refund_or_confirmation_authorised');
    expect(interpretNotification({ ...verifiedParameters(), Ds_Response: '0400' }, stored).result).toBe('cancellation_authorised');
  });
});
