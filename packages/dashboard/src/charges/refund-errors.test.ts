import { ApiError } from '@cobro/client';
import { describe, expect, it } from 'vitest';
import { refundAmountError } from './refund-errors';

describe('refund errors', () => {
  it('CHA-006 is shown inline on the amount with the remaining amount the server counted', () => {
    const error = new ApiError(422, { code: 'CHA-006', message: 'x', details: { remaining: 2500 } });
    expect(refundAmountError(error, 9000)).toEqual({ message: 'invalid_refund', remaining: 2500 });
  });

  it('CHA-006 without details keeps the remaining amount the dialog knew', () => {
    expect(refundAmountError(new ApiError(422, { code: 'CHA-006', message: 'x' }), 9000)?.remaining).toBe(9000);
  });

  it('other failures are not field errors (they become toasts)', () => {
    expect(refundAmountError(new ApiError(409, { code: 'CHA-004', message: 'x' }), 9000)).toBeNull();
    expect(refundAmountError(new Error('offline'), 9000)).toBeNull();
  });
});
