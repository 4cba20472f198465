import { z } from 'zod';
import { BILLING_CYCLES_DEFAULT, BILLING_CYCLES_MIN, PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX } from '../constants';
import { FIELD_MESSAGES, SERVICE_MESSAGES } from '../messages';
import { toMinorUnits } from '../money';
import { containsCardNumber } from '../validators/card-number';
import { Frequency, FutureCharge, PlanBody, PlanType } from './plan';

/** A number input's value: react-hook-form hands text unless told otherwise, so both are read. */
const NumberInput = z.union([z.string(), z.number()]);

/** Amount fields refuse `e`, `+` and `-` (services.invalid_amount): a number input would accept them. */
const hasForbiddenSign = (v: string | number) => /[eE+-]/.test(String(v));

/**
 * The plan form of services-and-configuration 5, as the form edits it. It parses to a `PlanBody`: the amount
 * converted to cents, payment_day and billing_cycles as numbers, recurring true when a frequency is set and
 * prorate true when a payment day is set. The server validates the result with `PlanBody` (same rules).
 */
export const PlanForm = z
  .object({
    name: z.string(),
    description: z.string(),
    unit_amount: NumberInput,
    type: PlanType.or(z.literal('')),
    /** One-off (false) or subscription (true). */
    recurring: z.boolean(),
    frequency: Frequency.or(z.literal('')).default(''),
    /** Monthly plans charge on the day of inscription, or on a specific day 1 to 30. */
    payment_day_choice: z.enum(['inscription_day', 'specific_day']).default('inscription_day'),
    payment_day: NumberInput.default(''),
    /** Expiration: never (default) or after a number of billing cycles. */
    expiration: z.enum(['never', 'billing_cycles']).default('never'),
    billing_cycles: NumberInput.default(BILLING_CYCLES_DEFAULT),
    future_charge: FutureCharge.or(z.literal('')).default(''),
  })
  // Every rule is checked here rather than in the field schemas, so the form shows all its errors at once.
  .transform((form, ctx) => {
    const issue = (path: string, message: string = SERVICE_MESSAGES.missingField) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });

    // The same messages as PlanBody, which the server checks: missing, too long, a card number (decision 0705).
    const text = (path: 'name' | 'description', max: number) => {
      const value = form[path].trim();
      if (!value) issue(path);
      else if (value.length > max) issue(path, FIELD_MESSAGES.tooLong);
      else if (containsCardNumber(value)) issue(path, FIELD_MESSAGES.cardNumberNotAllowed);
      return value;
    };
    const name = text('name', PLAN_NAME_MAX);
    const description = text('description', PLAN_DESCRIPTION_MAX);

    const unitAmount = amountInCents(form.unit_amount, (m) => issue('unit_amount', m));
    if (!form.type) issue('type');
    if (form.recurring && !form.frequency) issue('frequency');

    const monthly = form.recurring && form.frequency === 'month';
    let paymentDay: number | null = null;
    if (monthly && form.payment_day_choice === 'specific_day') {
      paymentDay = wholeNumber(form.payment_day, 1, 30, (m) => issue('payment_day', m));
    }
    let billingCycles: number | null = null;
    if (form.recurring && form.expiration === 'billing_cycles') {
      billingCycles = wholeNumber(form.billing_cycles, BILLING_CYCLES_MIN, Infinity, (m) => issue('billing_cycles', m));
    }
    if (form.type === 'variable' && !form.future_charge) issue('future_charge');
    if (ctx.issues.length) return z.NEVER;

    const frequency = form.recurring && form.frequency ? form.frequency : null;
    const body = {
      name,
      description,
      unit_amount: unitAmount as number,
      currency: 'eur' as const,
      type: form.type as PlanType,
      recurring: frequency !== null,
      frequency,
      payment_day: paymentDay,
      prorate: paymentDay !== null,
      billing_cycles: billingCycles,
      future_charge: form.type === 'variable' ? (form.future_charge as FutureCharge) : null,
    } satisfies PlanBody;
    return body;
  });
export type PlanFormValues = z.input<typeof PlanForm>;

function amountInCents(value: string | number, fail: (message: string) => void): number | null {
  if (String(value).trim() === '') {
    fail(SERVICE_MESSAGES.missingField);
    return null;
  }
  const cents = hasForbiddenSign(value) ? null : toMinorUnits(value);
  if (cents === null) fail(SERVICE_MESSAGES.invalidAmount);
  return cents;
}

function wholeNumber(value: string | number, min: number, max: number, fail: (message: string) => void) {
  if (String(value).trim() === '') {
    fail(SERVICE_MESSAGES.missingField);
    return null;
  }
  const n = Number(value);
  if (hasForbiddenSign(value) || !Number.isInteger(n) || n < min || n > max) {
    fail(SERVICE_MESSAGES.invalidAmount);
    return null;
  }
  return n;
}
