import { loadCatalog } from '@cobro/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { chargeStatusOptions, customerStatusOptions, paymentMethodOptions, purchaseStatusOptions } from './list-options';

const values = (options: { value: string }[]) => options.map((o) => o.value);

describe('list filters', () => {
  beforeAll(() => loadCatalog('dashboard', 'es'));

  it('the customers status filter offers succeeded, pending, failed and processing', () => {
    expect(values(customerStatusOptions())).toEqual(['succeeded', 'pending', 'failed', 'processing']);
  });

  it('the payments status filter offers the listing events, with each dispute status', () => {
    const options = values(chargeStatusOptions());
    expect(options).toEqual(expect.arrayContaining(['succeeded', 'pending', 'failed', 'refunded', 'needs_response', 'won', 'lost']));
  });

  it('sales can be filtered by every purchase status, each with its own Spanish name', () => {
    const options = purchaseStatusOptions();
    expect(values(options)).toContain('unpaid');
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    expect(options.find((o) => o.value === 'past_due')?.label).toBe('Vencido');
  });

  it('the payment-method filter offers card, SEPA, Inespay and Redsys', () => {
    expect(paymentMethodOptions().map((o) => `${o.value}:${o.label}`)).toEqual([
      'card:Tarjeta',
      'sepa_debit:Adeudo directo SEPA',
      'inespay:Transferencia bancaria (Inespay)',
      'redsys:Redsys',
    ]);
  });
});
