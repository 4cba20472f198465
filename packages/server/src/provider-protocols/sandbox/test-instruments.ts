import { electronicFormatIBAN, validateIBAN } from 'ibantools';
import { isCardNumber } from '../card-numbers';

/** The sandbox's test cards, the numbers buyers and tests type (the same as Stripe's test mode). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  requiresAuthentication: '4000002760003184',
  insufficientFunds: '4000000000009995',
  /** Saves fine (update-card, a setup) but every payment with it is declined: for recurring-failure tests. */
  attachesButFails: '4000000000000341',
} as const;

/** Valid Spanish IBANs: the first is Stripe's Spanish success IBAN, the second the sandbox's own failure one. */
export const SANDBOX_IBANS = {
  succeeds: 'ES0700120345030000067890',
  fails: 'ES1500120345020000067892',
} as const;

export type SandboxCardOutcome =
  | { result: 'succeeded' }
  | { result: 'requires_action' }
  | { result: 'failed'; code: 'card_declined'; declineCode: 'generic_decline' | 'insufficient_funds' | 'test_mode_live_card' }
  | { result: 'invalid'; code: 'incorrect_number' };

export type SandboxSepaOutcome =
  /** SEPA debits go processing first and settle later, as a real debit does. */
  | { result: 'processing'; settlesAs: 'succeeded' | 'failed' }
  | { result: 'invalid'; code: 'invalid_bank_account_iban' };

/**
 * What the sandbox does with a card number. A valid number that is not a test card is refused as a live card
 * (Stripe's test_mode_live_card) so a real card is never "charged" by the sandbox.
 */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  const typed = cardNumber.trim();
  if (!isCardNumber(typed)) return { result: 'invalid', code: 'incorrect_number' };
  switch (typed.replace(/[ -]/g, '')) {
    case SANDBOX_CARDS.succeeds:
      return { result: 'succeeded' };
    case SANDBOX_CARDS.declines:
      return { result: 'failed', code: 'card_declined', declineCode: 'generic_decline' };
    case SANDBOX_CARDS.requiresAuthentication:
      return { result: 'requires_action' };
    case SANDBOX_CARDS.insufficientFunds:
      return { result: 'failed', code: 'card_declined', declineCode: 'insufficient_funds' };
    case SANDBOX_CARDS.attachesButFails:
      return { result: 'failed', code: 'card_declined', declineCode: 'generic_decline' };
    default:
      return { result: 'failed', code: 'card_declined', declineCode: 'test_mode_live_card' };
  }
}

/** What the sandbox does with an IBAN: the failure IBAN settles as failed, any other valid IBAN as succeeded. */
export function sandboxSepaOutcome(iban: string): SandboxSepaOutcome {
  const account = electronicFormatIBAN(iban) ?? '';
  if (!account || !validateIBAN(account).valid) return { result: 'invalid', code: 'invalid_bank_account_iban' };
  return { result: 'processing', settlesAs: account === SANDBOX_IBANS.fails ? 'failed' : 'succeeded' };
}

/** A setup (saving a card without paying) fails only for the cards that fail every use. */
export function sandboxSetupOutcome(cardNumber: string): SandboxCardOutcome {
  const outcome = sandboxCardOutcome(cardNumber);
  if (outcome.result === 'failed' && cardNumber.replace(/[ -]/g, '') === SANDBOX_CARDS.attachesButFails) return { result: 'succeeded' };
  return outcome;
}

/**
 * A renewal charged without the buyer, from the saved method's last four digits (all a saved method keeps): the
 * authentication card cannot authenticate off-session, the attach-but-fail card and the failure IBAN fail.
 */
export function sandboxOffSessionOutcome(type: string, last4: string | null): 'succeeded' | 'processing' | { failed: string; declineCode: string | null } {
  if (type === 'sepa_debit') return 'processing';
  if (last4 === SANDBOX_CARDS.requiresAuthentication.slice(-4)) return { failed: 'authentication_required', declineCode: 'authentication_required' };
  if (last4 === SANDBOX_CARDS.attachesButFails.slice(-4)) return { failed: 'card_declined', declineCode: 'generic_decline' };
  if (last4 === SANDBOX_CARDS.succeeds.slice(-4)) return 'succeeded';
  return { failed: 'card_declined', declineCode: 'generic_decline' };
}
