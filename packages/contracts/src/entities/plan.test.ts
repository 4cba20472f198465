import { describe, expect, it } from 'vitest';
import { PlanForm } from './plan-form';
import { PlanBody, type PlanBodyInput } from './plan';

const plan: PlanBodyInput = {
  name: 'Cuota',
  description: 'Mensual',
  unit_amount: 2990,
  type: 'fixed',
  recurring: true,
  frequency: 'month',
};
const messages = (v: Partial<PlanBodyInput>) =>
  PlanBody.safeParse({ ...plan, ...v }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('plan body (what the server checks)', () => {
  it('accepts what the plan form builds', () => {
    const built = PlanForm.parse({ name: 'A', description: 'B', unit_amount: '5', type: 'variable', recurring: true, frequency: 'month', payment_day_choice: 'specific_day', payment_day: 30, expiration: 'billing_cycles', billing_cycles: 12, future_charge: 'no_charge' });
    expect(PlanBody.parse(built)).toEqual(built);
  });
  it('recurring exactly when a frequency is set', () => {
    expect(messages({ recurring: false })).toEqual(['frequency: services.missing_field']);
    expect(messages({ frequency: null })).toEqual(['frequency: services.missing_field']);
  });
  it('a payment day only on monthly plans, and prorate exactly when it is set', () => {
    expect(messages({ frequency: 'week', payment_day: 3, prorate: true })).toEqual(['payment_day: services.missing_field']);
    expect(messages({ payment_day: 3 })).toEqual(['prorate: services.missing_field']);
    expect(messages({ payment_day: 31, prorate: true })).toEqual(['payment_day: services.invalid_amount']);
  });
  it('billing cycles at least 2 and only on subscriptions', () => {
    expect(messages({ billing_cycles: 1 })).toEqual(['billing_cycles: services.invalid_amount']);
    expect(messages({ recurring: false, frequency: null, billing_cycles: 3 })).toEqual(['billing_cycles: services.missing_field']);
  });
  it('future_charge required for variable plans', () => {
    expect(messages({ type: 'variable' })).toEqual(['future_charge: services.missing_field']);
  });
  it('amounts are whole cents, not below 0; currency EUR only; unknown fields refused', () => {
    expect(messages({ unit_amount: 10.5 })).toHaveLength(1);
    expect(messages({ unit_amount: -1 })).toEqual(['unit_amount: services.invalid_amount']);
    expect(messages({ currency: 'usd' as 'eur' })).toHaveLength(1);
    expect(PlanBody.safeParse({ ...plan, stripe_id: 'x' }).success).toBe(false);
  });
});
