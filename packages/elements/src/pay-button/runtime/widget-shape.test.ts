import { widgetShapeIssues } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '../checkout-body';
import type { PayButtonProps } from '../pay-button-props';
import { attributeOfField, invalidAttributes } from './checkout-request';

// The check before paint (contracts' widgetShapeIssues, no schemas) against the full check of the attributes
// (invalidAttributes: the contract's schemas and rules, as the server runs them). The first may hide a button before
// it paints, so it must never refuse a button the full check accepts, and the attributes it names are named by the
// full check too (which then dispatches OTFE-002).

const WEB = { serviceName: 'Yoga', planName: 'Mensual', amount: '19.90', planType: 'Subscription', frequency: 'month' } as const;
const PRODUCT = { serviceId: 'svc_1', planId: 'plan_1' } as const;

const shape = (props: Record<string, unknown>) => widgetShapeIssues(checkoutRequest(props as PayButtonProps)).map(attributeOfField);
const full = (props: Record<string, unknown>) => invalidAttributes(checkoutRequest(props as PayButtonProps));

describe('the attribute check before paint (widgetShapeIssues)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a web-services button', WEB],
    ['a one-time plan', { ...WEB, planType: 'Unique', frequency: undefined }],
    ['every plan attribute written right', { ...WEB, currency: 'EUR', billingCycles: '12', paymentDay: 'last_day', subscriptionType: 'fixed', futureCharge: 'no_charge', consumeUnits: '4', description: 'Clases' }],
    ['an amount as a person in Spain writes it', { ...WEB, amount: '1.249,90 €' }],
    ['a product-services button with a customer', { ...PRODUCT, type: 'COMPANY', country: 'ES', email: 'ana@example.es', notEditable: true }],
    ['an amount given as a number (a property)', { ...WEB, amount: 19.9 }],
  ])('passes %s, as the full check does', (_, props) => {
    expect(full(props)).toBeUndefined();
    expect(shape(props)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an unknown frequency (issue 27)', { ...WEB, frequency: 'mensual' }, ['frequency']],
    ['an empty frequency', { ...WEB, frequency: '' }, ['frequency']],
    ['an unknown plan-type', { ...WEB, planType: 'Monthly' }, ['plan-type']],
    ['an amount in words', { ...WEB, amount: 'diecinueve' }, ['amount']],
    ['a zero amount', { ...WEB, amount: '0' }, ['amount']],
    ['a negative amount', { ...WEB, amount: '-19.90' }, ['amount']],
    ['an amount with its currency in letters', { ...WEB, amount: '19.90 EUR' }, ['amount']],
    ['another currency', { ...WEB, currency: 'usd' }, ['currency']],
    ['one billing cycle', { ...WEB, billingCycles: '1' }, ['billing-cycles']],
    ['billing cycles in words', { ...WEB, billingCycles: 'doce' }, ['billing-cycles']],
    ['payment day 32', { ...WEB, paymentDay: '32' }, ['payment-day']],
    ['payment day "first"', { ...WEB, paymentDay: 'first' }, ['payment-day']],
    ['no consumed units', { ...WEB, consumeUnits: '0' }, ['consume-units']],
    ['an unknown future charge', { ...WEB, futureCharge: 'later' }, ['future-charge']],
    ['an unknown subscription type', { ...WEB, subscriptionType: 'metered' }, ['subscription-type']],
    ['a variable subscription', { ...WEB, subscriptionType: 'variable' }, ['future-charge']],
    ['a variable one-time payment', { ...WEB, planType: 'Unique', frequency: undefined, subscriptionType: 'variable', futureCharge: 'no_charge' }, ['subscription-type']],
    ['a subscription without frequency', { ...WEB, frequency: undefined }, ['frequency']],
    ['a one-time plan with a frequency', { ...WEB, planType: 'Unique' }, ['frequency']],
    ['a payment day on a weekly plan', { ...WEB, frequency: 'week', paymentDay: '5' }, ['payment-day']],
    ['billing cycles on a one-time plan', { ...WEB, planType: 'Unique', frequency: undefined, billingCycles: '3' }, ['billing-cycles']],
    ['a plan name too long', { ...WEB, planName: 'x'.repeat(51) }, ['plan-name']],
    ['a blank service name', { ...WEB, serviceName: '  ' }, ['service-name']],
    ['no attributes at all', {}, ['service-name', 'plan-name', 'amount', 'plan-type']],
    ['plan-id without service-id', { planId: 'plan_1' }, ['service-id']],
    ['both modes at once', { ...PRODUCT, amount: '5' }, ['amount']],
    ['an unknown buyer type', { ...PRODUCT, type: 'person' }, ['type']],
    ['a country other than Spain', { ...PRODUCT, country: 'FR' }, ['country']],
  ])('refuses %s, naming what the full check names', (_, props, named) => {
    expect(shape(props).sort()).toEqual([...named].sort());
    const fields = full(props);
    for (const attribute of named) expect(fields).toHaveProperty([attribute]);
  });

  it('leaves what needs the validators to the full check: e-mail, tax id, postal code, a card number, an amount read in full', () => {
    for (const props of [
      { ...WEB, amount: '19.999' },
      { ...WEB, amount: '99999999999' },
      { ...PRODUCT, email: 'not-an-email' },
      { ...PRODUCT, cif: '12345678A' },
      { ...PRODUCT, postalCode: '280' },
      { ...WEB, description: 'Tarjeta 4242 4242 4242 4242' },
    ]) {
      expect(shape(props)).toEqual([]);
      expect(full(props)).toBeDefined();
    }
  });

  it('never refuses a button the full check accepts, over a thousand and a half attribute sets', () => {
    // Each attribute from a pool of right, wrong and absent values; a fixed seed, so a failure repeats.
    const pools: Record<string, unknown[]> = {
      serviceId: [undefined, undefined, undefined, 'svc_1', ''],
      planId: [undefined, undefined, undefined, 'plan_1', ''],
      serviceName: ['Yoga', 'Yoga', undefined, '', ' ', 'x'.repeat(51)],
      planName: ['Mensual', 'Mensual', undefined, 'x'.repeat(51)],
      description: [undefined, 'Clases', 'x'.repeat(301), ''],
      amount: ['19.90', '19,90', '1.249', '0', 'x', undefined, '19.999', 5, '99999999999'],
      currency: [undefined, 'eur', 'EUR', 'usd', ''],
      planType: ['Subscription', 'Unique', 'Monthly', undefined, ''],
      frequency: ['month', 'week', 'semiannually', 'mensual', '', undefined, undefined],
      billingCycles: [undefined, undefined, '2', '1', 'x', '3000000000'],
      paymentDay: [undefined, undefined, '1', '31', '32', 'last_day', '0', 'x'],
      subscriptionType: [undefined, 'fixed', 'variable', 'x'],
      futureCharge: [undefined, undefined, 'no_charge', 'x'],
      consumeUnits: [undefined, '1', '0', 'x'],
      type: [undefined, 'PERSON', 'COMPANY', 'x'],
      country: [undefined, 'ES', 'FR'],
      email: [undefined, 'ana@example.es', 'x'],
      postalCode: [undefined, '28001', '280'],
    };
    let seed = 27;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let refused = 0;
    for (let n = 0; n < 1500; n += 1) {
      const props = Object.fromEntries(Object.entries(pools).map(([prop, pool]) => [prop, pool[Math.floor(random() * pool.length)]]));
      const named = shape(props);
      if (named.length === 0) continue;
      refused += 1;
      const fields = full(props);
      expect(fields, JSON.stringify(props)).toBeDefined();
    }
    expect(refused).toBeGreaterThan(500);
  });
});
