import { i18n } from '@lingui/core';
import { loadSdkCatalog } from '@cobro/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import type { Offer } from '../flow/offer';
import { frequencyLabel, perUnitLabel } from './frequency-label';
import { priceLines } from './price-lines';

const plan = (over: Partial<Offer['plan']> = {}): Offer['plan'] => ({
  name: 'Mensual', description: null, unit_amount: 4900, currency: 'eur', type: 'fixed', recurring: true,
  frequency: 'month', billing_cycles: null, payment_day: null, ...over,
});

afterAll(() => i18n.activate('en'));

describe('frequency labels (public-flows 9)', () => {
  it('frequencies are shown in words, in English', async () => {
    await loadSdkCatalog('en');
    expect(frequencyLabel(null, null)).toBe('One-time payment');
    expect(frequencyLabel('month', null)).toBe('Monthly, until cancelled');
    expect(frequencyLabel('semianually', null)).toBe('Every six months, until cancelled');
  });

  it('labels are pluralised when billing cycles is not 1', async () => {
    await loadSdkCatalog('en');
    expect(frequencyLabel('month', 1)).toBe('Monthly, for 1 month');
    expect(frequencyLabel('month', 3)).toBe('Monthly, for 3 months');
    expect(frequencyLabel('quarterly', 4)).toBe('Quarterly, for 4 quarters');
  });

  it('and in Spanish, with Spanish plurals', async () => {
    await loadSdkCatalog('es');
    expect(frequencyLabel('week', 1)).toBe('Semanal, durante 1 semana');
    expect(frequencyLabel('week', 6)).toBe('Semanal, durante 6 semanas');
    expect(frequencyLabel('year', null)).toBe('Anual, hasta que se cancele');
  });
});

describe('price summary and proration (public-flows 9)', () => {
  it('a one-time or unscheduled plan is due in full now', () => {
    expect(priceLines(plan({ recurring: false, frequency: null }), { currentPrice: null, fullPrice: null, currency: null }))
      .toEqual({ dueNow: 4900, fullPrice: 4900, currency: 'eur', prorated: false, paymentDay: null, perUnit: false });
  });

  it('a payment_day gives a proportional first payment, whose amount is the server\'s', () => {
    const before = priceLines(plan({ payment_day: 1 }), { currentPrice: null, fullPrice: null, currency: null });
    expect(before).toMatchObject({ dueNow: null, prorated: true, paymentDay: 1 });
    const after = priceLines(plan({ payment_day: 1 }), { currentPrice: 1581, fullPrice: 4900, currency: 'eur' });
    expect(after).toMatchObject({ dueNow: 1581, fullPrice: 4900, prorated: true });
  });

  it('a first payment that happens to be whole is not called proportional', () => {
    expect(priceLines(plan({ payment_day: 1 }), { currentPrice: 4900, fullPrice: 4900, currency: 'eur' }).prorated).toBe(false);
  });
});

describe('a variable plan (decision 1139)', () => {
  const variable = plan({ type: 'variable', unit_amount: 5000 });

  it('is due nothing today, its price being one unit\'s, before and after the server prices it', () => {
    expect(priceLines(variable, { currentPrice: null, fullPrice: null, currency: null }))
      .toEqual({ dueNow: 0, fullPrice: 5000, currency: 'eur', prorated: false, paymentDay: null, perUnit: true });
    expect(priceLines(variable, { currentPrice: 0, fullPrice: 5000, currency: 'eur' })).toMatchObject({ dueNow: 0, fullPrice: 5000, perUnit: true });
  });

  it('charges no proportional part nor a fixed amount on a payment day', () => {
    expect(priceLines({ ...variable, payment_day: 1 }, { currentPrice: null, fullPrice: null, currency: null }))
      .toMatchObject({ dueNow: 0, prorated: false, paymentDay: null });
  });

  it('shows the price of one unit and how often it bills, in both languages', async () => {
    await loadSdkCatalog('es');
    expect(perUnitLabel('50,00\u00a0€', 'month', null)).toBe('50,00\u00a0€ por unidad · mensual');
    expect(perUnitLabel('50,00\u00a0€', 'month', 3)).toBe('50,00\u00a0€ por unidad · mensual, durante 3 meses');
    await loadSdkCatalog('en');
    expect(perUnitLabel('50,00\u00a0€', 'month', null)).toBe('50,00\u00a0€ per unit · monthly');
    expect(perUnitLabel('50,00\u00a0€', 'semianually', null)).toBe('50,00\u00a0€ per unit · every six months');
  });
});
