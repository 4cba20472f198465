import { WidgetPlanData } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { PLAN_ATTRIBUTES } from './button-attributes';
import { WEB_BUTTON_DEFAULTS, WebButtonForm, type WebButtonValues } from './web-button-form';

const form = (values: Partial<WebButtonValues>) => WebButtonForm.safeParse({ ...WEB_BUTTON_DEFAULTS, ...values });
const errors = (values: Partial<WebButtonValues>) =>
  Object.fromEntries((form(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
/** Reads the button's attributes back as the element does: kebab-case names onto the contract's fields. */
const asPlanData = (attributes: readonly (readonly [string, string | true])[]) =>
  Object.fromEntries(attributes.map(([name, value]) => [PLAN_ATTRIBUTES.find((a) => a.name === name)!.field, value]));

const oneOff = { service_name: 'Clases de yoga', plan_name: 'Clase suelta', amount: '12,5' };

describe('web services button form', () => {
  it('service name, plan name and amount are required', () => {
    expect(errors({})).toEqual({ service_name: 'missing_field', plan_name: 'missing_field', amount: 'missing_field' });
  });

  it('the amount is euros above zero, written back with a dot and two decimals', () => {
    expect(errors({ ...oneOff, amount: '0' })).toEqual({ amount: 'services.invalid_amount' });
    expect(errors({ ...oneOff, amount: '1e3' })).toEqual({ amount: 'services.invalid_amount' });
    expect(form(oneOff).data).toEqual([
      ['service-name', 'Clases de yoga'],
      ['plan-name', 'Clase suelta'],
      ['amount', '12.50'],
      ['plan-type', 'Unique'],
    ]);
  });

  it('a subscription needs its frequency; billing cycles, when given, start at 2', () => {
    expect(errors({ ...oneOff, type: 'Subscription' })).toEqual({ frequency: 'missing_field' });
    expect(errors({ ...oneOff, type: 'Subscription', frequency: 'month', billing_cycles: '1' })).toEqual({
      billing_cycles: 'services.invalid_amount',
    });
  });

  it('a variable subscription needs its future charge action; consumed units are whole numbers from 1', () => {
    const variable = { ...oneOff, type: 'Subscription', frequency: 'month', subscription_type: 'variable' } as const;
    expect(errors(variable)).toEqual({ future_charge: 'missing_field' });
    expect(errors({ ...variable, future_charge: 'no_charge', consume_units: '0' })).toEqual({ consume_units: 'services.invalid_amount' });
  });

  it('fields the chosen type does not use are left off the button', () => {
    const attributes = form({ ...oneOff, frequency: 'month', billing_cycles: '6', future_charge: 'no_charge' }).data!;
    expect(attributes.map(([name]) => name)).toEqual(['service-name', 'plan-name', 'amount', 'plan-type']);
  });

  it('every button the form accepts is accepted by the widget contract, with the same meaning', () => {
    const full = form({
      ...oneOff,
      description: 'Cuatro clases al mes',
      type: 'Subscription',
      frequency: 'semiannually',
      billing_cycles: '6',
      payment_day: 'last_day',
      subscription_type: 'variable',
      future_charge: 'last_charge',
      consume_units: '6',
      external_usage_id: 'USO-1',
    });
    expect(WidgetPlanData.parse(asPlanData(full.data!))).toMatchObject({
      amount: 1250,
      type: 'Subscription',
      frequency: 'semiannually',
      billing_cycles: 6,
      payment_day: 'last_day',
      subscription_type: 'variable',
      future_charge: 'last_charge',
      consume_units: 6,
      external_usage_id: 'USO-1',
    });
    expect(WidgetPlanData.parse(asPlanData(form(oneOff).data!))).toMatchObject({ amount: 1250, type: 'Unique' });
  });

  it('a card number in a name or the description is refused under the field, as the server would', () => {
    expect(errors({ ...oneOff, service_name: 'Yoga 4111111111111111', description: '4111 1111 1111 1111' })).toEqual({
      service_name: 'card_number_not_allowed',
      description: 'card_number_not_allowed',
    });
  });

  it('names and description keep their limits (50 and 300 characters)', () => {
    expect(errors({ ...oneOff, plan_name: 'x'.repeat(51), description: 'y'.repeat(301) })).toEqual({
      plan_name: 'too_long',
      description: 'too_long',
    });
  });
});
