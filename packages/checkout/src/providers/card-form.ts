import type { ConfirmResult } from './sandbox-protocol';

/** What the payment panel needs of either card form: confirm the payment (or setup) once the buyer presses Pay. */
export interface CardFormHandle {
  confirm(): Promise<ConfirmResult>;
}

export interface CardFormProps {
  clientSecret: string;
  stripeKey: string;
  method: 'card' | 'sepa_debit';
  mode: 'payment' | 'setup';
  /** Where the provider may send the buyer back after a bank page (3-D Secure in Stripe.js). */
  returnUrl: string;
  /** The form's fields became complete (or stopped being). */
  onChange: (complete: boolean) => void;
  /** The form could not be shown (OTFE-004). */
  onLoadError: (error: unknown) => void;
}
