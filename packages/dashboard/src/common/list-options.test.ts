import { loadCatalog } from '@cobro/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { DisputeStatus } from '@cobro/contracts';
import { chargeStatusesOf, chargeStatusOptions, customerStatusOptions, paymentMethodOptions, purchaseStatusOptions } from './list-options';

const values = (options: { value: string }[]) => options.map((o) => o.value);

describe('list filters', () => {
  beforeAll(() => loadCatalog('dashboard', 'es'));

  it('the customers status filter offers succeeded, pending, failed and processing', () => {
    expect(values(customerStatusOptions())).toEqual(['succeeded', 'pending', 'failed', 'processing']);
  });

  it('the payments status filter offers the listing events, the disputed group as one option', () => {
    expect(chargeStatusOptions().map((o) => `${o.value}:${o.label}`)).toEqual([
      'succeeded:Completado',
      'pending:Incompleto',
      'processing:Procesando',
      'failed:Fallido',
      'refunded:Devuelto',
      'disputed:En disputa',
    ]);
  });

  it("each option asks for the statuses its badge groups: every dispute status, and the bank gateways' paid", () => {
    expect(chargeStatusesOf(['disputed'])).toEqual([...DisputeStatus.options]);
    expect(chargeStatusesOf(['succeeded', 'failed'])).toEqual(['succeeded', 'paid', 'failed']);
    expect(chargeStatusesOf(['refunded', 'lost', 'disputed'])).toEqual(['refunded', 'lost', ...DisputeStatus.options.filter((s) => s !== 'lost')]);
    expect(chargeStatusesOf(['active', 'nonsense'])).toEqual([]);
  });

  it('sales can be filtered by every purchase status, each with its own Spanish name', () => {
    const options = purchaseStatusOptions();
    expect(values(options)).toContain('unpaid');
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    expect(options.find((o) => o.value === 'past_due')?.label).toBe('Vencido');
  });

  it('the payment-method filter offers card, SEPA, Inespay, Redsys and Bizum', () => {
    expect(paymentMethodOptions().map((o) => `${o.value}:${o.label}`)).toEqual([
      'card:Tarjeta',
      'sepa_debit:Adeudo directo SEPA',
      'inespay:Transferencia bancaria (Inespay)',
      'redsys:Redsys',
      'bizum:Bizum',
    ]);
  });
});
