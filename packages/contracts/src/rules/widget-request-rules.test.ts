import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WidgetCustomerData, WidgetPlanData } from '../entities/widget-button';
import { CreateCheckoutSessionBody } from '../entities/widget-api';
import { issueMessage } from './issue-messages';
import { readWidgetRequest } from './widget-request-rules';

// readWidgetRequest stands in for CreateCheckoutSessionBody in the button's click code (decision 1175): every issue,
// its order and its key, and the plan and customer it reads, must be the schemas'. Values are drawn from what
// attributes and properties carry (texts, numbers, flags, null, an object) and from the values the rules turn on. A
// list set as a property is refused too, though zod then also runs its length checks on it and may name one more key.
const PICKED = [
  '', ' ', '0', '1', '2', '5', '31', '32', '1.5', '19.90', '1.249,90', '19.999', '1e3', '€ 12', '99999999999999999999',
  'last_day', 'month', 'week', 'semiannually', 'semianually', 'Subscription', 'Unique', 'fixed', 'variable',
  'last_charge', 'no_charge', 'PERSON', 'COMPANY', 'person', 'ES', 'FR', 'eur', 'EUR', 'usd', 'false', 'FALSE', 'true',
  'ana@example.es', ' Ana@Example.es ', 'ana@', '4242 4242 4242 4242', 'Yoga 4242424242424242', '12345678Z', 'svc_1',
];
const value = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PICKED) },
  { weight: 2, arbitrary: fc.constant(undefined) },
  fc.string({ maxLength: 12 }),
  fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double(), fc.constantFrom(2 ** 60, -(2 ** 60), 0.5)),
  fc.boolean(),
  fc.constantFrom(null, {}),
);
const recordOf = (fields: string[]) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: value },
  );
const PLAN = ['service_name', 'plan_name', 'description', 'amount', 'currency', 'type', 'frequency', 'billing_cycles', 'payment_day', 'subscription_type', 'future_charge', 'consume_units', 'external_usage_id'];
const CUSTOMER = ['email', 'cif', 'type', 'name', 'surname', 'company_name', 'prefix', 'phone', 'country', 'city', 'postal_code', 'address', 'not_editable', 'external_product_id', 'external_customer_id', 'external_order_id'];
const request = fc.record(
  { service_id: value, plan_id: value, plan: recordOf(PLAN), customer: recordOf(CUSTOMER), signature: value, other: value },
  { requiredKeys: [] },
);
// Plans valid in form, so that the rules between fields and the readings are reached often.
const validPlan = fc.record(
  {
    service_name: fc.constantFrom('Yoga', ' Pilates '),
    plan_name: fc.constantFrom('Mensual', 'Bono'),
    amount: fc.constantFrom('19.90', '1.249,90', 12, '5'),
    type: fc.constantFrom('Subscription', 'Unique'),
    frequency: fc.constantFrom('month', 'week', undefined),
    subscription_type: fc.constantFrom('fixed', 'variable', undefined),
    future_charge: fc.constantFrom('last_charge', undefined),
    payment_day: fc.constantFrom('last_day', '5', 31, '32', undefined),
    billing_cycles: fc.constantFrom('2', 1, undefined),
  },
  { requiredKeys: ['service_name', 'plan_name', 'amount', 'type'] },
);

const withoutUndefined = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

function bySchemas(input: Record<string, unknown>) {
  const parsed = CreateCheckoutSessionBody.safeParse(input);
  const plan = input.plan === undefined ? undefined : WidgetPlanData.safeParse(input.plan);
  const customer = input.customer === undefined ? undefined : WidgetCustomerData.safeParse(input.customer);
  return {
    issues: parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issueMessage(issue) })),
    plan: plan?.success ? plan.data : undefined,
    customer: customer?.success ? customer.data : undefined,
  };
}

function same(input: Record<string, unknown>) {
  const mine = readWidgetRequest(input);
  const theirs = bySchemas(input);
  expect(mine.issues).toEqual(theirs.issues);
  expect(mine.plan && withoutUndefined(mine.plan)).toEqual(theirs.plan && withoutUndefined(theirs.plan));
  expect(mine.customer && withoutUndefined(mine.customer)).toEqual(theirs.customer && withoutUndefined(theirs.customer));
}

describe('a <pay-button> request read without zod, as the contract schemas read it', () => {
  it('any request: the same issues in the same order with the same keys, the same plan and customer', () => {
    fc.assert(fc.property(request, same), { numRuns: 3000 });
  });

  it('web-services requests valid in form: the rules between fields and the values read', () => {
    fc.assert(fc.property(validPlan, fc.option(recordOf(CUSTOMER), { nil: undefined }), (plan, customer) => same({ plan, customer })), { numRuns: 1000 });
  });

  it('the cases the button names (the rule between modes, a subscription without frequency, a day past 31)', () => {
    const plan = { service_name: 'Yoga', plan_name: 'Mensual', amount: '19.90', type: 'Subscription', frequency: 'month' };
    for (const input of [
      {},
      { plan_id: 'p' },
      { service_id: 's', plan_id: 'p', plan },
      { plan: { ...plan, frequency: undefined } },
      { plan: { ...plan, payment_day: '32', service_name: '' } },
      { plan: { ...plan, amount: 'x', frequency: undefined } },
      { plan: { ...plan, billing_cycles: 2 ** 60 } },
    ]) {
      same(input);
    }
    expect(readWidgetRequest({ plan_id: 'p' }).issues).toEqual([{ path: ['service_id'], message: 'missing_field' }]);
  });
});
