import {
  BILLING_CYCLES_MIN,
  containsCardNumber,
  FIELD_MESSAGES,
  fromMinorUnits,
  FutureCharge,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PlanType,
  SERVICE_MESSAGES,
  SERVICE_NAME_MAX,
  toMinorUnits,
  WidgetFrequency,
} from '@cobro/contracts';
import { z } from 'zod';
import { PLAN_ATTRIBUTES } from './button-attributes';
import type { ButtonAttribute } from './snippets';

/** The web-services form of step 3: the plan attributes as the merchant types them, all text. */
export const WebButtonForm = z
  .object({
    service_name: z.string(),
    plan_name: z.string(),
    description: z.string(),
    amount: z.string(),
    type: z.enum(['Unique', 'Subscription']),
    frequency: WidgetFrequency.or(z.literal('')),
    billing_cycles: z.string(),
    payment_day: z.string(),
    subscription_type: PlanType,
    future_charge: FutureCharge.or(z.literal('')),
    consume_units: z.string(),
    external_usage_id: z.string(),
  })
  // Every rule is checked in one place so the form shows all its errors at once; the result is the button's
  // attributes, in the order of the attribute table, with nothing the chosen type does not use.
  .transform((form, ctx) => {
    const issue = (path: string, message: string = FIELD_MESSAGES.missingField) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    const text = (path: 'service_name' | 'plan_name' | 'description', max: number, required: boolean) => {
      const value = form[path].trim();
      if (required && !value) issue(path);
      else if (value.length > max) issue(path, FIELD_MESSAGES.tooLong);
      // The server refuses these attributes with a card number in them (decision 0705); say so under the field.
      else if (containsCardNumber(value)) issue(path, FIELD_MESSAGES.cardNumberNotAllowed);
      return value;
    };
    const wholeNumber = (path: 'billing_cycles' | 'consume_units', min: number) => {
      const value = form[path].trim();
      if (value && !(/^\d+$/.test(value) && Number(value) >= min)) issue(path, SERVICE_MESSAGES.invalidAmount);
      return value;
    };

    const values: Record<string, string> = {
      service_name: text('service_name', SERVICE_NAME_MAX, true),
      plan_name: text('plan_name', PLAN_NAME_MAX, true),
      description: text('description', PLAN_DESCRIPTION_MAX, false),
      type: form.type,
    };
    const cents = toMinorUnits(form.amount);
    if (!form.amount.trim()) issue('amount');
    else if (cents === null || cents <= 0) issue('amount', SERVICE_MESSAGES.invalidAmount);
    else values.amount = fromMinorUnits(cents);

    if (form.type === 'Subscription') {
      if (!form.frequency) issue('frequency');
      values.frequency = form.frequency;
      values.billing_cycles = wholeNumber('billing_cycles', BILLING_CYCLES_MIN);
      values.payment_day = form.payment_day;
      values.subscription_type = form.subscription_type;
      if (form.subscription_type === 'variable') {
        if (!form.future_charge) issue('future_charge');
        values.future_charge = form.future_charge;
        values.consume_units = wholeNumber('consume_units', 1);
        values.external_usage_id = form.external_usage_id.trim();
      }
    }
    if (ctx.issues.length) return z.NEVER;
    return PLAN_ATTRIBUTES.filter((a) => values[a.field]).map((a): ButtonAttribute => [a.name, values[a.field]]);
  });

export type WebButtonValues = z.input<typeof WebButtonForm>;

export const WEB_BUTTON_DEFAULTS: WebButtonValues = {
  service_name: '',
  plan_name: '',
  description: '',
  amount: '',
  type: 'Unique',
  frequency: '',
  billing_cycles: '',
  payment_day: '',
  subscription_type: 'fixed',
  future_charge: '',
  consume_units: '',
  external_usage_id: '',
};

/** The product-services button: an ACTIVE plan of an ACTIVE service, by id. */
export const productButtonAttributes = (serviceId: string, planId: string): ButtonAttribute[] => [
  ['service-id', serviceId],
  ['plan-id', planId],
];
