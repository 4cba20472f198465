import { z } from 'zod';
import { BILLING_CYCLES_MIN, FUTURE_CHARGES, INT4_MAX, PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, PLAN_TYPES } from '../constants';
import { FIELD_MESSAGES, SERVICE_MESSAGES } from '../messages';
import { withoutCardNumber } from '../validators/free-text';
import { Currency, Id, Money, Timestamp } from '../primitives';
import { planRuleIssues } from '../rules/plan-rules';

/** Statuses shared by services and plans (services-and-configuration 4). */
export const ServiceStatus = z.enum(['DRAFT', 'ACTIVE', 'PAUSED', 'DISABLED']);
export type ServiceStatus = z.infer<typeof ServiceStatus>;

/** Price kind: a fixed amount, or a variable (metered) one. */
export const PlanType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanType>;

/** The plan form's spelling; the widget button spells the sixth-month value `semiannually` (see widget-button). */
export const Frequency = z.enum(['day', 'week', 'month', 'quarterly', 'semianually', 'year']);
export type Frequency = z.infer<typeof Frequency>;

/** What a variable plan charges when the subscription ends: the last usage, or nothing. */
export const FutureCharge = z.enum(FUTURE_CHARGES);
export type FutureCharge = z.infer<typeof FutureCharge>;

export const PaymentLink = z.object({ url: z.string(), active: z.boolean() });

/**
 * Who made a service or plan: the merchant (`dashboard`) or a web-services <pay-button> click (`button`), and with
 * which kind of widget key (`test` or `live`; null for the merchant's own). Read-only, ours: the spec's views do
 * not have them (decision 1011).
 */
export const CatalogOrigin = z.enum(['dashboard', 'button']);
export type CatalogOrigin = z.infer<typeof CatalogOrigin>;
export const KeyMode = z.enum(['test', 'live']);
export type KeyMode = z.infer<typeof KeyMode>;
/** Optional, so the dashboard still reads a back end built to the spec alone (no field: the merchant's own). */
export const catalogOriginFields = { origin: CatalogOrigin.optional(), key_mode: KeyMode.nullable().optional() };

export const Plan = z.object({
  id: Id,
  service_id: Id,
  service: z.object({ id: Id, name: z.string() }).optional(),
  name: z.string(),
  description: z.string(),
  unit_amount: Money,
  currency: z.string(),
  type: PlanType,
  recurring: z.boolean(),
  frequency: Frequency.nullable(),
  payment_day: z.number().int().nullable(),
  prorate: z.boolean(),
  billing_cycles: z.number().int().nullable(),
  future_charge: FutureCharge.nullable(),
  status: ServiceStatus,
  active: z.boolean(),
  stripe_id: z.string().nullable(),
  payment_link: PaymentLink.nullable(),
  deleted_at: Timestamp.nullable(),
  /** How many purchases the plan has (the spec names the field without its shape). */
  purchases: z.number().int().min(0),
  created_at: Timestamp,
  ...catalogOriginFields,
});
export type Plan = z.infer<typeof Plan>;

/** Required (services.missing_field, the spec's key), too_long past `max`, no card number. */
const requiredText = (max: number) =>
  withoutCardNumber(z.string().trim().min(1, SERVICE_MESSAGES.missingField).max(max, FIELD_MESSAGES.tooLong));

/**
 * A plan as it travels (POST /services/{id}/plans, the `plans` field of POST /services): amounts in cents,
 * numbers as numbers. The form builds it with `PlanForm`; the server checks it with the same rules.
 */
export const PlanBody = z
  .strictObject({
    name: requiredText(PLAN_NAME_MAX),
    description: requiredText(PLAN_DESCRIPTION_MAX),
    unit_amount: Money.min(0, SERVICE_MESSAGES.invalidAmount).max(INT4_MAX, SERVICE_MESSAGES.invalidAmount),
    currency: Currency.default('eur'),
    type: PlanType,
    recurring: z.boolean(),
    frequency: Frequency.nullable().default(null),
    payment_day: z.number().int().min(1, SERVICE_MESSAGES.invalidAmount).max(30, SERVICE_MESSAGES.invalidAmount).nullable().default(null),
    prorate: z.boolean().default(false),
    billing_cycles: z.number().int().min(BILLING_CYCLES_MIN, SERVICE_MESSAGES.invalidAmount).max(INT4_MAX, SERVICE_MESSAGES.invalidAmount).nullable().default(null),
    future_charge: FutureCharge.nullable().default(null),
  })
  .superRefine((plan, ctx) => {
    for (const issue of planRuleIssues(plan)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type PlanBody = z.infer<typeof PlanBody>;
export type PlanBodyInput = z.input<typeof PlanBody>;

/** Copy-payment-link modal: a plan must be chosen (plans.missing_field). */
export const CopyLinkForm = z.object({
  plan_id: z.string({ error: SERVICE_MESSAGES.planMissing }).min(1, SERVICE_MESSAGES.planMissing),
});
