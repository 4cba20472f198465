import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CardFailure } from '@cobro/ui';

export interface CardErrorPresentation {
  /** public-flows 8: a "payment error" banner with both codes, a "declined payment" warning otherwise. */
  kind: 'payment-error' | 'declined';
  /** The code the text is keyed by: the decline code when there is one, else the code. */
  key: string | null;
}

export function presentCardError(failure: CardFailure): CardErrorPresentation {
  const both = Boolean(failure.code && failure.decline_code);
  return { kind: both ? 'payment-error' : 'declined', key: failure.decline_code || failure.code || null };
}

/** Texts of the codes Stripe and the sandbox send (decision 0703 uses Stripe's), for the buyer. */
export const CARD_ERROR_TEXTS: Record<string, MessageDescriptor> = {
  card_declined: msg`Your card was declined.`,
  generic_decline: msg`Your card was declined. Try another card or contact your bank.`,
  insufficient_funds: msg`Your card has insufficient funds.`,
  lost_card: msg`Your card was declined.`,
  stolen_card: msg`Your card was declined.`,
  expired_card: msg`Your card has expired.`,
  incorrect_cvc: msg`The security code of your card is incorrect.`,
  incorrect_number: msg`The card number is incorrect.`,
  invalid_number: msg`The card number is not valid.`,
  processing_error: msg`The payment could not be processed. Try again in a moment.`,
  authentication_required: msg`Your bank asked to confirm this payment. Try again and complete the confirmation.`,
  payment_intent_authentication_failure: msg`The payment confirmation with your bank failed.`,
  setup_intent_authentication_failure: msg`The confirmation with your bank failed.`,
  test_mode_live_card: msg`This is a test checkout: use one of the test cards, a real card is never charged.`,
  invalid_bank_account_iban: msg`The IBAN is not valid.`,
};

export const FALLBACK_CARD_ERROR = msg`The payment could not be completed.`;

/** The descriptor of a presentation's text: known code, else the generic sentence (never the raw provider text). */
export function cardErrorText(presentation: CardErrorPresentation): MessageDescriptor {
  return (presentation.key && CARD_ERROR_TEXTS[presentation.key]) || FALLBACK_CARD_ERROR;
}
