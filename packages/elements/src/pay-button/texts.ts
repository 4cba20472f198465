import { widgetDialogText, type Locale } from '@cobro/i18n';
import { msg } from '@lingui/core/macro';
import { buttonLabel } from './label';

const MESSAGES = {
  dialog: msg`Payment`,
  close: msg`Close`,
  loading: msg`Loading the checkout`,
  failed: msg`The payment could not be started. Try again in a moment.`,
  unknownPlan: msg`This product cannot be bought: the shop's button names a plan that does not exist or is not on sale. No payment was made. Let the shop know.`,
  badButton: msg`This product cannot be bought here: the shop's payment button is not set up correctly. No payment was made. Let the shop know.`,
};

/**
 * The codes of a button whose plan is not there to sell (unknown, without an active link, its service deleted,
 * paused or a draft): waiting cannot help, so the buyer is not told to try again.
 */
const UNKNOWN_PLAN_CODES = new Set(['CHK-004', 'SER-002', 'SER-005']);

/**
 * The codes of a button whose own data is refused (its attributes, its customer, its signature, or a price changed
 * in the page): the same click can never work, so the buyer is not told to try again either.
 */
const BAD_BUTTON_CODES = new Set(['OTFE-002', 'CHK-002', 'CHK-014', 'CHK-015', 'CUS-003', 'CUS-006', 'WID-007']);

/** What the dialog says when the checkout could not be opened with this code. */
export const failureText = (texts: PayButtonTexts, code: string) =>
  UNKNOWN_PLAN_CODES.has(code) ? texts.unknownPlan : BAD_BUTTON_CODES.has(code) ? texts.badButton : texts.failed;

export type PayButtonTexts = Record<keyof typeof MESSAGES | 'pay', string> & { lang: Locale };

/**
 * The button's texts in its language: its label (label.ts), and its dialog's from the widget-dialog catalog,
 * bundled with the code a click needs (decision 1163).
 */
export function payButtonTexts(host: Element | undefined, locale: string | undefined): PayButtonTexts {
  const { pay, lang } = buttonLabel(host, locale);
  const texts = Object.fromEntries(Object.entries(MESSAGES).map(([key, message]) => [key, widgetDialogText(lang, message)]));
  return { ...(texts as Record<keyof typeof MESSAGES, string>), pay, lang };
}
