import type { Locale } from '@cobro/i18n';

/** What the provider's form answered for a failed confirmation (sandbox frame or Stripe.js). */
export interface CardFailure {
  code?: string;
  decline_code?: string;
  message?: string;
}

/**
 * The result of confirming a payment or a setup in the provider's form, whatever the provider. `invalid`: the form
 * refused to send (a field is wrong) and already says why at the field; nothing was attempted (decision 0859).
 */
export type ConfirmResult =
  | { status: 'succeeded' | 'processing'; /** The card's last four digits, when a card went through and the form says them. */ last4?: string }
  | { status: 'invalid' }
  | ({ status: 'failed' } & CardFailure);

/** What a payment page needs of either card form: confirm the payment (or setup) once the payer presses its button. */
export interface CardFormHandle {
  confirm(): Promise<ConfirmResult>;
}

export interface CardFormProps {
  clientSecret: string;
  stripeKey: string;
  method: 'card' | 'sepa_debit';
  mode: 'payment' | 'setup';
  /** The payments service's URL (the sandbox frame is served there), relative to the page or absolute. */
  paymentsUrl: string;
  /** The page's language, which the form speaks. */
  locale: Locale;
  /** Where the provider may send the payer back after a bank page (3-D Secure in Stripe.js). */
  returnUrl: string;
  /** The form's fields became complete (or stopped being). */
  onChange: (complete: boolean) => void;
  /** The form could not be shown (OTFE-004). */
  onLoadError: (error: unknown) => void;
}
