import { ApiError } from '@cobro/client';
import type { PaymentOption } from '@cobro/contracts';
import { loadCatalog } from '@cobro/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectFieldErrors } from './connect-errors';
import { nextSelection, selectedNames } from './method-selection';

const option = (name: PaymentOption['name'], include: boolean): PaymentOption => ({
  name,
  provider: name === 'inespay_payments' ? 'inespay' : name === 'redsys_payments' ? 'redsys' : 'stripe',
  requested: false,
  logo: '',
  description: '',
  include,
  immediate: true,
  recurring_payments: true,
  acceptance_refunds: true,
  acceptance_disputes: true,
});
const options = [option('card_payments', true), option('sepa_debit_payments', true), option('inespay_payments', false)];

describe('the selection saved at once (services-and-configuration 4)', () => {
  it('is the included methods', () => {
    expect(selectedNames(options)).toEqual(['card_payments', 'sepa_debit_payments']);
  });

  it('ticking adds the method, unticking removes it', () => {
    expect(nextSelection(options, 'inespay_payments', true)).toEqual(['card_payments', 'sepa_debit_payments', 'inespay_payments']);
    expect(nextSelection(options, 'sepa_debit_payments', false)).toEqual(['card_payments']);
  });

  it('ticking an included method again keeps it once', () => {
    expect(nextSelection(options, 'card_payments', true)).toEqual(['sepa_debit_payments', 'card_payments']);
  });

  it('unticking the last one is refused (null: the no_payment_methods_selected toast)', () => {
    const one = [option('card_payments', true), option('sepa_debit_payments', false)];
    expect(nextSelection(one, 'card_payments', false)).toBeNull();
  });
});

const apiError = (code: string, fields?: Record<string, string>) =>
  new ApiError(400, { code, message: 'server words', ...(fields ? { fields } : {}) });

describe('where a refused connection shows (services-and-configuration 8, decision 1150)', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('PRO-003 on the token field', () => {
    expect(connectFieldErrors(apiError('PRO-003'), 'inespay')).toEqual({ api_token: 'The provider credentials are not valid' });
  });

  it('PRO-005 on the merchant key, the other fields marked', () => {
    expect(connectFieldErrors(apiError('PRO-005'), 'redsys')).toEqual({
      token: 'The Redsys credentials are not valid',
      api_key: 'marked',
      api_token: 'marked',
    });
  });

  it('PRO-005 naming the merchant key (decision 1150): on that field alone, nothing marked', () => {
    expect(connectFieldErrors(apiError('PRO-005', { token: 'secret_key_does_not_sign' }), 'redsys')).toEqual({
      token: "This key cannot sign Redsys payments: copy it again from your bank's papers",
    });
  });

  it('PRO-003 naming the terminal: on the terminal, not on the token field', () => {
    expect(connectFieldErrors(apiError('PRO-003', { api_token: 'invalid_terminal' }), 'redsys')).toEqual({
      api_token: 'The terminal is 3 digits, for example 001',
    });
  });

  it('a field the server names (missing_field) on that field', () => {
    expect(connectFieldErrors(apiError('API-001', { api_key: 'missing_field' }), 'inespay')).toEqual({
      api_key: expect.any(String),
    });
  });

  it('PRO-001, PRO-002, PRO-004 and failures without a code are messages, not fields', () => {
    for (const code of ['PRO-001', 'PRO-002', 'PRO-004']) expect(connectFieldErrors(apiError(code), 'inespay')).toBeNull();
    expect(connectFieldErrors(new Error('offline'), 'redsys')).toBeNull();
  });
});
