import type { CheckoutPaymentMethod, Language, RefundReason } from '@cobro/contracts';
import type { RedsysSignedForm } from './redsys/signature';

/** The provider implementations chosen by configuration; `sandbox` is the embedded default. */
export type PaymentProviderName = 'sandbox' | 'stripe' | 'redsys' | 'inespay';

/** What the buyer's browser must do before the provider can finish the payment. */
export type NextAction =
  /** Confirm in the card provider's embedded element (Stripe's Payment Element). */
  | { type: 'confirm_in_element'; clientSecret: string; publishableKey: string }
  /** Post a signed form to the provider's page (Redsys, real or simulated). */
  | { type: 'form_post'; url: string; fields: RedsysSignedForm }
  /** Follow a link: Inespay's bank page, or the sandbox's authentication page. */
  | { type: 'redirect'; url: string };

/**
 * A payment as the provider sees it. Only `succeeded` from a verified notification or a provider look-up marks
 * a charge paid; a browser coming back to a success URL proves nothing.
 */
export type PaymentResult =
  | { status: 'succeeded'; providerPaymentId: string }
  /** Accepted but not settled yet (SEPA debit, bank transfer); a notification or a look-up settles it. */
  | { status: 'processing'; providerPaymentId: string }
  | { status: 'requires_action'; providerPaymentId: string; action: NextAction }
  /**
   * `code` is the provider's error code (card_declined, incorrect_number, ...); `declineCode` the issuer's reason
   * (generic_decline, insufficient_funds, ...). The checkout keys its banner or warning on them (public-flows).
   */
  | { status: 'failed'; providerPaymentId: string | null; code: string; declineCode: string | null; message: string | null };

export interface CreatePaymentInput {
  /** Cobro's charge; a retry of the same charge is a new attempt with a new idempotency key. */
  chargeId: string;
  /** The merchant: Redsys and Inespay sign with its own credentials. */
  organizationId: string;
  /** Unique per attempt, forwarded to providers that accept one, so a repeated call makes one provider call. */
  idempotencyKey: string;
  /** Minor units. */
  amount: number;
  currency: 'eur';
  paymentMethod: CheckoutPaymentMethod;
  /** Bizum: the buyer's mobile (`+34...`), which Bizum's page then shows filled in. */
  bizumPhone?: string;
  description: string;
  /** The buyer's language (customers.language): the provider's own pages are asked to speak it (decision 1164). */
  language?: Language;
  customer: { id: string; email: string; name: string; providerCustomerId: string | null };
  /** Where the browser returns (URLOK / URLKO for Redsys, the bank page's redirects for Inespay). */
  returnUrls: { success: string; failure: string };
  /** Where the provider posts its signed notification. */
  notificationUrl: string;
  /** Whether the method is kept for the following periods of a subscription. */
  saveForFutureUse: boolean;
  /**
   * A renewal charged by the billing scheduler with no buyer present: the saved method's id at the provider
   * (`pm_...`, a Redsys COF identifier). The provider answers succeeded, processing or failed, never an action.
   */
  offSession?: { providerMethodId: string };
}

/** The provider's identifiers of one attempt, stored with the charge (unique per provider). */
export interface PaymentReference {
  chargeId: string;
  providerPaymentId: string;
}

/** One fee the provider took from a settled payment (minor units), as its balance reports it. */
export interface ProviderFee {
  type: string;
  amount: number;
}

export interface RefundInput extends PaymentReference {
  idempotencyKey: string;
  /** Minor units, already checked against what is left to refund. */
  amount: number;
  reason: RefundReason | null;
}

export type RefundResult =
  | { status: 'succeeded' | 'pending'; providerRefundId: string }
  | { status: 'failed'; code: string; message: string | null };

/** One implementation per provider; the checkout issue registers them in a map keyed by name. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<PaymentResult>;
  /** Confirms or refreshes an attempt from the provider itself (never from the browser's word). */
  lookupPayment(reference: PaymentReference): Promise<PaymentResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Cancels an attempt nobody may pay any more (a second intent of one charge, decision 0806). Only providers whose
   * attempts stay payable on their own (Stripe's PaymentIntents) have it.
   */
  cancelPayment?(reference: PaymentReference): Promise<void>;
  /**
   * The fees the provider really took from a settled payment (Stripe: its balance transaction's fee_details), or
   * null while it has not reported them. Providers without it are charged the sandbox schedule (fee-rules.ts).
   */
  settledFees?(reference: PaymentReference & { providerChargeId: string }): Promise<ProviderFee[] | null>;
}
