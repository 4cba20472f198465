import { describe, expect, it } from 'vitest';
import { PlanForm, type PlanFormValues } from './plan-form';

const base: PlanFormValues = {
  name: 'Cuota mensual',
  description: 'Acceso al gimnasio',
  unit_amount: '29,90',
  type: 'fixed',
  recurring: true,
  frequency: 'month',
};
const messages = (values: Partial<PlanFormValues>) =>
  PlanForm.safeParse({ ...base, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('plan form (services-and-configuration 5)', () => {
  it('converts the amount to cents; recurring when a frequency is set; prorate when a payment day is set', () => {
    expect(PlanForm.parse({ ...base, payment_day_choice: 'specific_day', payment_day: '5' })).toEqual({
      name: 'Cuota mensual',
      description: 'Acceso al gimnasio',
      unit_amount: 2990,
      currency: 'eur',
      type: 'fixed',
      recurring: true,
      frequency: 'month',
      payment_day: 5,
      prorate: true,
      billing_cycles: null,
      future_charge: null,
    });
  });

  it('all plan fields are required (services.missing_field)', () => {
    expect(messages({ name: ' ', description: '', unit_amount: '', type: '' })).toEqual([
      'name: services.missing_field',
      'description: services.missing_field',
      'unit_amount: services.missing_field',
      'type: services.missing_field',
    ]);
  });

  it('name max 50 and description max 300 (too_long, as the server answers)', () => {
    expect(messages({ name: 'x'.repeat(50) })).toEqual([]);
    expect(messages({ name: 'x'.repeat(51), description: 'y'.repeat(301) })).toEqual(['name: too_long', 'description: too_long']);
  });

  it('a card number in the name or the description is refused under the field', () => {
    expect(messages({ name: 'Cuota 4111 1111 1111 1111', description: '4111111111111111' })).toEqual([
      'name: card_number_not_allowed',
      'description: card_number_not_allowed',
    ]);
  });

  it('unit_amount must not contain e, + or - (services.invalid_amount); decimals allowed, minimum 0', () => {
    for (const bad of ['1e3', '+5', '-5', '5.999']) expect(messages({ unit_amount: bad })).toEqual(['unit_amount: services.invalid_amount']);
    expect(PlanForm.parse({ ...base, unit_amount: 0 }).unit_amount).toBe(0);
    expect(PlanForm.parse({ ...base, unit_amount: '10.5' }).unit_amount).toBe(1050);
  });

  // Issue 27: the amount as a Spaniard types it was refused.
  it('unit_amount reads Spanish thousands and refuses the ambiguous 1.249', () => {
    expect(PlanForm.parse({ ...base, unit_amount: '1.249,90' }).unit_amount).toBe(124990);
    expect(PlanForm.parse({ ...base, unit_amount: '1249,90' }).unit_amount).toBe(124990);
    expect(messages({ unit_amount: '1.249' })).toEqual(['unit_amount: services.invalid_amount']);
  });

  it('a subscription plan requires a frequency', () => {
    expect(messages({ frequency: '' })).toEqual(['frequency: services.missing_field']);
  });

  it('a one-off plan is not recurring and drops frequency, payment day and billing cycles', () => {
    const plan = PlanForm.parse({ ...base, recurring: false, payment_day_choice: 'specific_day', payment_day: 3, expiration: 'billing_cycles' });
    expect(plan).toMatchObject({ recurring: false, frequency: null, payment_day: null, prorate: false, billing_cycles: null });
  });

  it('payment day 1 to 30, for monthly plans only', () => {
    expect(messages({ payment_day_choice: 'specific_day', payment_day: '31' })).toEqual(['payment_day: services.invalid_amount']);
    expect(messages({ payment_day_choice: 'specific_day', payment_day: '' })).toEqual(['payment_day: services.missing_field']);
    expect(PlanForm.parse({ ...base, frequency: 'year', payment_day_choice: 'specific_day', payment_day: 5 }).payment_day).toBeNull();
    expect(PlanForm.parse(base).payment_day).toBeNull(); // inscription day
  });

  it('billing_cycles at least 2, no e or -, default 2; expiration defaults to never', () => {
    expect(PlanForm.parse(base).billing_cycles).toBeNull();
    expect(PlanForm.parse({ ...base, expiration: 'billing_cycles' }).billing_cycles).toBe(2);
    expect(messages({ expiration: 'billing_cycles', billing_cycles: '1' })).toEqual(['billing_cycles: services.invalid_amount']);
    expect(messages({ expiration: 'billing_cycles', billing_cycles: '2e1' })).toEqual(['billing_cycles: services.invalid_amount']);
  });

  it('future_charge is required for variable plans and not for fixed ones', () => {
    expect(messages({ type: 'variable' })).toEqual(['future_charge: services.missing_field']);
    expect(PlanForm.parse({ ...base, type: 'variable', future_charge: 'last_charge' }).future_charge).toBe('last_charge');
    expect(PlanForm.parse({ ...base, future_charge: 'no_charge' }).future_charge).toBeNull();
  });
});
