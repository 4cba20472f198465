import { ApiError } from '@cobro/client';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

const refused = (fields?: Record<string, string>) =>
  new ApiError(400, { code: 'CHK-002', message: 'The checkout data is not valid', ...(fields ? { fields } : {}) });

describe('serverFieldErrors', () => {
  it('keeps the fields the form shows, in the form\'s order, with their message keys', () => {
    const error = refused({ customer_cif: 'invalid_tin', customer_email: 'invalid_email', plan_id: 'missing_field' });
    expect(serverFieldErrors(error, ['customer_email', 'customer_cif'] as const)).toEqual([
      ['customer_email', 'invalid_email'],
      ['customer_cif', 'invalid_tin'],
    ]);
  });

  it('names nothing for a failure without fields, or with none the form shows, or that is no API answer', () => {
    expect(serverFieldErrors(refused(), ['customer_email'])).toEqual([]);
    expect(serverFieldErrors(refused({ customer_cif: 'invalid_tin' }), ['name', 'phone'])).toEqual([]);
    expect(serverFieldErrors(new Error('offline'), ['customer_email'])).toEqual([]);
  });
});
