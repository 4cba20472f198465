import { ApiError } from '@cobro/client';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceRequestErrorText, offersInvoiceRequest } from './request-invoice-rules';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the invoice request of the success page', () => {
  it('is offered only for a paid purchase the page knows', () => {
    expect(offersInvoiceRequest('paid', 'pu1', 'fixed')).toBe(true);
    expect(offersInvoiceRequest('paid', null, 'fixed')).toBe(false);
    expect(offersInvoiceRequest('processing', 'pu1', 'fixed')).toBe(false);
    expect(offersInvoiceRequest('failed', 'pu1', 'fixed')).toBe(false);
  });

  it('is not offered for a variable plan, which charged nothing today (decision 1139)', () => {
    expect(offersInvoiceRequest('paid', 'pu1', 'variable')).toBe(false);
  });

  it('a refused request says why in the buyer\'s words, a network failure as a server failure', () => {
    expect(invoiceRequestErrorText(new Error('offline'))).toBe('Something went wrong on our side. Try again in a few minutes. If it keeps happening, let the shop know.');
    expect(invoiceRequestErrorText(new ApiError(429, { code: 'API-007', message: 'x' }))).toBe(
      'Too many attempts. Wait a few minutes, then try again.',
    );
  });
});
