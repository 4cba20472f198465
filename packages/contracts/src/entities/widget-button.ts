import { z } from 'zod';
import { BILLING_CYCLES_MIN, WIDGET_FREQUENCIES, WIDGET_PLAN_TYPES } from '../constants';
import { FIELD_MESSAGES, SERVICE_MESSAGES } from '../messages';
import { toMinorUnits } from '../money';
import { Country, Currency } from '../primitives';
import { structured } from '../validators/structured';
import { FreeText, withoutCardNumber } from '../validators/free-text';
import { HolderType } from './customer';
import { FutureCharge, PlanType } from './plan';

/** The widget's frequency spelling: `semiannually`, where the plan form writes `semianually`. */
export const WidgetFrequency = z.enum(WIDGET_FREQUENCIES);
export type WidgetFrequency = z.infer<typeof WidgetFrequency>;

/** Attribute text: empty means "not given"; never a card number, as it may be stored (quality bar 19). */
const text = FreeText()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** A valueless attribute (`not-editable`) arrives as '' and means true; only "false" turns it off. */
const flag = z
  .union([z.boolean(), structured(z.string(), 'flag')])
  .transform((v) => (typeof v === 'boolean' ? v : v.trim().toLowerCase() !== 'false'))
  .optional();

const positiveInt = (min: number) =>
  z.union([z.number(), z.string().regex(/^\d+$/, SERVICE_MESSAGES.invalidAmount).transform(Number)]).pipe(
    z.number().int().min(min, SERVICE_MESSAGES.invalidAmount),
  );

/** Customer data a merchant may put on <pay-button> to prefill (and optionally lock) the checkout. */
export const WidgetCustomerData = z.object({
  email: text,
  cif: text,
  type: HolderType.default('PERSON'),
  name: text,
  surname: text,
  company_name: text,
  prefix: text,
  phone: text,
  country: Country.optional(),
  city: text,
  postal_code: text,
  address: text,
  /** The buyer cannot change the prefilled fields. */
  not_editable: flag,
  external_product_id: text,
  external_customer_id: text,
  external_order_id: text,
});
export type WidgetCustomerData = z.infer<typeof WidgetCustomerData>;

/**
 * Plan data of <pay-button>. `amount` is written in euros as a merchant would (`19.90`) and parsed to cents.
 * A Subscription needs a frequency; a variable subscription needs its future charge action; payment_day is
 * 1 to 31 or `last_day`.
 */
export const WidgetPlanData = z
  .object({
    service_name: withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField)),
    plan_name: withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField)),
    description: text,
    amount: z.union([structured(z.string(), 'amount'), z.number()]).transform((v, ctx) => {
      const cents = toMinorUnits(v);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: SERVICE_MESSAGES.invalidAmount });
        return z.NEVER;
      }
      return cents;
    }),
    currency: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(Currency)
      .default('eur'),
    type: z.enum(WIDGET_PLAN_TYPES),
    frequency: WidgetFrequency.optional(),
    billing_cycles: positiveInt(BILLING_CYCLES_MIN).optional(),
    payment_day: z.union([z.literal('last_day'), positiveInt(1).pipe(z.number().max(31))]).optional(),
    subscription_type: PlanType.default('fixed'),
    future_charge: FutureCharge.optional(),
    consume_units: positiveInt(1).optional(),
    external_usage_id: text,
  })
  .superRefine((plan, ctx) => {
    const missing = (path: string) => ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.missingField, path: [path] });
    if (plan.type === 'Subscription' && !plan.frequency) missing('frequency');
    if (plan.type === 'Subscription' && plan.subscription_type === 'variable' && !plan.future_charge) {
      missing('future_charge');
    }
  });
export type WidgetPlanData = z.infer<typeof WidgetPlanData>;

/** Everything a <pay-button> carries: the elements package maps its kebab-case attributes onto these fields. */
export const WidgetButtonAttributes = z.object({ customer: WidgetCustomerData, plan: WidgetPlanData });
export type WidgetButtonAttributes = z.infer<typeof WidgetButtonAttributes>;
