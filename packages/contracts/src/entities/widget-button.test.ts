import { describe, expect, it } from 'vitest';
import { planFrequencyOf } from '../rules/widget-plan-rules';
import { WidgetCustomerData, WidgetPlanData } from './widget-button';

const plan = { service_name: 'Gimnasio', plan_name: 'Mensual', amount: '19.90', type: 'Subscription', frequency: 'month' };

describe('widget button attributes', () => {
  it('customer type is COMPANY or PERSON, default PERSON', () => {
    expect(WidgetCustomerData.parse({}).type).toBe('PERSON');
    expect(WidgetCustomerData.parse({ type: 'COMPANY' }).type).toBe('COMPANY');
    expect(WidgetCustomerData.safeParse({ type: 'company' }).success).toBe(false);
  });
  it('a valueless not-editable attribute means true', () => {
    expect(WidgetCustomerData.parse({ not_editable: '' }).not_editable).toBe(true);
    expect(WidgetCustomerData.parse({ not_editable: 'false' }).not_editable).toBe(false);
  });
  it('the amount is written in euros and parsed to cents; currency euro only', () => {
    expect(WidgetPlanData.parse(plan)).toMatchObject({ amount: 1990, currency: 'eur', subscription_type: 'fixed' });
    expect(WidgetPlanData.safeParse({ ...plan, amount: '1e3' }).success).toBe(false);
    expect(WidgetPlanData.safeParse({ ...plan, currency: 'USD' }).success).toBe(false);
  });
  it('the widget spells the sixth-month frequency semiannually', () => {
    expect(WidgetPlanData.parse({ ...plan, frequency: 'semiannually' }).frequency).toBe('semiannually');
    expect(WidgetPlanData.safeParse({ ...plan, frequency: 'semianually' }).success).toBe(false);
    expect(planFrequencyOf('semiannually')).toBe('semianually');
  });
  it('payment day 1 to 31 or last_day', () => {
    expect(WidgetPlanData.parse({ ...plan, payment_day: '31' }).payment_day).toBe(31);
    expect(WidgetPlanData.parse({ ...plan, payment_day: 'last_day' }).payment_day).toBe('last_day');
    expect(WidgetPlanData.safeParse({ ...plan, payment_day: '32' }).success).toBe(false);
  });
  it('a Subscription needs a frequency; a variable one its future charge action', () => {
    expect(WidgetPlanData.safeParse({ ...plan, frequency: undefined }).success).toBe(false);
    expect(WidgetPlanData.safeParse({ ...plan, type: 'Unique', frequency: undefined }).success).toBe(true);
    expect(WidgetPlanData.safeParse({ ...plan, subscription_type: 'variable' }).success).toBe(false);
    expect(WidgetPlanData.parse({ ...plan, subscription_type: 'variable', future_charge: 'no_charge', consume_units: '6' })).toMatchObject({
      consume_units: 6,
    });
  });
});
