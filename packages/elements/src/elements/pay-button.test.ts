import { describe, expect, it } from 'vitest';
import { PROP_TYPES, toAttributeName } from '../define-element/attributes';
import { assertDefinition, type ElementDefinition } from '../define-element/definition';
import { CUSTOMER_FIELDS, PLAN_FIELDS, PRODUCT_FIELDS } from '../pay-button/pay-button-props';
import { definePayButton, payButton } from './pay-button';

describe('<pay-button> definition', () => {
  it('has an attribute for every widget button field of the contract, and plan-type for the plan type', () => {
    const props = Object.keys(payButton.props);
    for (const prop of [...Object.keys(CUSTOMER_FIELDS), ...Object.keys(PLAN_FIELDS), ...Object.keys(PRODUCT_FIELDS)]) {
      expect(props).toContain(prop);
    }
    const attributes = props.map(toAttributeName);
    expect(attributes).toEqual(expect.arrayContaining(['type', 'plan-type', 'company-name', 'not-editable', 'external-usage-id']));
    expect(attributes).toEqual(expect.arrayContaining(['service-id', 'plan-id', 'label', 'locale', 'debug', 'widget-key', 'api-url']));
    expect(PLAN_FIELDS.planType).toBe('type');
    expect(CUSTOMER_FIELDS.type).toBe('type');
  });

  it('keeps attribute values as written (strings), except the two flags', () => {
    const flags = Object.entries(payButton.props).filter(([, type]) => type !== 'string').map(([prop]) => prop);
    expect(flags.sort()).toEqual(['debug', 'notEditable']);
  });

  it('dispatches its four events, cobro-open cancelable, and names its ready event apart from the checkout one', () => {
    expect(Object.values(payButton.events ?? {}).sort()).toEqual(['cobro-button-ready', 'cobro-close', 'cobro-error', 'cobro-open']);
    expect(payButton.cancelable).toEqual(['cobro-open']);
    expect(() => assertDefinition(payButton as ElementDefinition<object, 'dom'>, PROP_TYPES)).not.toThrow();
  });

  it('is safe to import and define where custom elements do not exist (server rendering)', () => {
    expect(definePayButton()).toBeUndefined();
    expect(definePayButton('https://cobro.example/widget/1.0.0/pay-button.js?key=pk_test_x&api=/api')).toBeUndefined();
  });
});
