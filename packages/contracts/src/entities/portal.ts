import { z } from 'zod';
import { PORTAL_CODE_PATTERN, PORTAL_PAGE_PATH_MAX, PORTAL_PAGE_PATH_PATTERN, PRODUCT_PREFIX } from '../constants';
import { PageQuery } from '../list';
import { FIELD_MESSAGES } from '../messages';
import { BooleanText, Id, Money, Timestamp } from '../primitives';
import { FreeText } from '../validators/free-text';
import { ChargeStatus } from './charge';
import { Email } from './email';
import { PurchaseStatus } from './purchase';

/**
 * The buyer portal (decision 1152): a buyer signs in per merchant with a one-time code mailed to the address of their
 * purchases, into a portal session that reads only that e-mail's purchases at that merchant.
 */
export const PortalCodeBody = z.strictObject({
  organization_id: Id,
  email: Email,
  /**
   * The path of the merchant's page that asks (`<customer-portal>` on the merchant's own site, decision 1160): the
   * code e-mail's link leads back to it on the request's Origin when that is one of the organization's pages, else
   * to the hosted page. A path only (`/cuenta?x=1`), never another origin.
   */
  page_path: z.string().max(PORTAL_PAGE_PATH_MAX).regex(PORTAL_PAGE_PATH_PATTERN, FIELD_MESSAGES.invalidUrl).optional(),
});
export type PortalCodeBody = z.infer<typeof PortalCodeBody>;

/** The same answer whether or not the e-mail bought anything here: when a code would expire (WCAG 2.2.1). */
export const PortalCodeSent = z.object({ expires_at: Timestamp });
export type PortalCodeSent = z.infer<typeof PortalCodeSent>;

export const PortalSignInBody = z.strictObject({
  organization_id: Id,
  email: Email,
  code: z.string().trim().regex(PORTAL_CODE_PATTERN, FIELD_MESSAGES.missingField),
});
export type PortalSignInBody = z.infer<typeof PortalSignInBody>;

/** The merchant a portal belongs to, as the buyer sees it: its name and terms, before and after signing in. */
export const PortalOrganization = z.object({ id: Id, name: z.string(), terms_url: z.string().nullable() });
export type PortalOrganization = z.infer<typeof PortalOrganization>;

/** Who the portal session is: one e-mail at one merchant, until `expires_at`. */
export const PortalSession = z.object({
  email: z.string(),
  organization: PortalOrganization,
  expires_at: Timestamp,
});
export type PortalSession = z.infer<typeof PortalSession>;

/**
 * The sign-in's answer: the session, and `token` when it was asked from a merchant's page (decision 1160): the bearer
 * the element sends as `Authorization: Bearer` from that page's origin only, until `expires_at`. On the API's own
 * origin the session is the `cobro_portal` cookie and there is no token.
 */
export const PortalSignedIn = PortalSession.extend({ token: z.string().optional() });
export type PortalSignedIn = z.infer<typeof PortalSignedIn>;

/** How far a purchase's withdrawal is: `available` until `deadline`, then `expired`; `excluded` by its service. */
export const WithdrawalState = z.enum(['available', 'requested', 'expired', 'excluded', 'not_applicable']);
export type WithdrawalState = z.infer<typeof WithdrawalState>;

export const PortalCharge = z.object({
  id: Id,
  amount: Money,
  amount_refunded: Money,
  currency: z.string(),
  status: ChargeStatus,
  created_at: Timestamp,
  /** `GET /api/portal/receipts/{charge id}` answers the receipt PDF (recibo.pdf) when true. */
  has_receipt: z.boolean(),
});
export type PortalCharge = z.infer<typeof PortalCharge>;

export const PortalPurchase = z.object({
  id: Id,
  kind: z.enum(['one_time', 'subscription']),
  status: PurchaseStatus,
  service_name: z.string(),
  plan_name: z.string(),
  amount: Money,
  currency: z.string(),
  created_at: Timestamp,
  next_recurring_date: Timestamp.nullable(),
  cancel_at: Timestamp.nullable(),
  canceled_at: Timestamp.nullable(),
  /** Whether the portal offers "cancel" now: a cancellable subscription, and the merchant lets buyers cancel. */
  can_cancel: z.boolean(),
  withdrawal: z.object({
    state: WithdrawalState,
    /** The last instant a withdrawal is received in time; null when excluded or not applicable. */
    deadline: Timestamp.nullable(),
    /** When the withdrawal was received, once requested. */
    received_at: Timestamp.nullable(),
  }),
  /** Newest first; only in the detail. */
  charges: z.array(PortalCharge).optional(),
});
export type PortalPurchase = z.infer<typeof PortalPurchase>;

/** The confirmation step asks only the buyer's name; the purchase is in the path. */
export const WithdrawalBody = z.strictObject({
  name: FreeText().trim().min(1, FIELD_MESSAGES.missingField).max(200),
});
export type WithdrawalBody = z.infer<typeof WithdrawalBody>;

/** A withdrawal request, as the buyer and the merchant see it. */
export const Withdrawal = z.object({
  id: Id,
  purchase_id: Id,
  customer_id: Id,
  email: z.string(),
  name: z.string(),
  service_name: z.string(),
  plan_name: z.string(),
  received_at: Timestamp,
  refunded_at: Timestamp.nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/**
 * GET /withdrawals: paging, and optionally one purchase's (the purchase page) or only those still to refund (the
 * dashboard's reminder: the law gives the merchant 14 days to refund).
 */
export const WithdrawalsQuery = PageQuery.extend({ purchase_id: Id.optional(), pending: BooleanText.optional() });
export type WithdrawalsQuery = z.infer<typeof WithdrawalsQuery>;

/** The merchant's portal setting: may buyers cancel a subscription, and does it end now or at its period's end. */
export const PortalCancel = z.enum(['no', 'period_end', 'at_once']);
export type PortalCancel = z.infer<typeof PortalCancel>;
export const PortalSettings = z.strictObject({ portal_cancel: PortalCancel });
export type PortalSettings = z.infer<typeof PortalSettings>;

/** A service's withdrawal period in days (0-365; 14 by default) and whether it is excluded from withdrawal. */
export const ServiceWithdrawal = z.strictObject({
  withdrawal_days: z.number().int().min(0).max(365),
  withdrawal_excluded: z.boolean(),
});
export type ServiceWithdrawal = z.infer<typeof ServiceWithdrawal>;

/** The body of the `withdrawal-requested` callback (docs/callbacks.md). */
export const CallbackWithdrawalData = z.object({
  type: z.literal('withdrawal-requested'),
  withdrawal_id: Id,
  [`${PRODUCT_PREFIX}_purchase_id` as const]: z.string(),
  received_at: Timestamp,
  name: z.string(),
  email: z.string(),
  service_name: z.string(),
  plan_name: z.string(),
  external_customer_id: z.string().nullable(),
});
export type CallbackWithdrawalData = z.infer<typeof CallbackWithdrawalData>;
