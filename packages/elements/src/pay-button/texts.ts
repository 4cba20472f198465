import { browserLocale, detectLocale, widgetI18n, type Locale } from '@cobro/i18n';
import { msg } from '@lingui/core/macro';

const MESSAGES = {
  pay: msg`Pay`,
  dialog: msg`Payment`,
  close: msg`Close`,
  loading: msg`Loading the checkout`,
  failed: msg`The payment could not be started. Try again in a moment.`,
};

export type PayButtonTexts = Record<keyof typeof MESSAGES, string> & { lang: Locale };

/** The button's texts in its `locale` (else the browser's language), from the widget catalog bundled with it. */
export function payButtonTexts(locale: string | undefined): PayButtonTexts {
  const lang = locale ? detectLocale(locale) : browserLocale();
  const i18n = widgetI18n(lang);
  const texts = Object.fromEntries(Object.entries(MESSAGES).map(([key, message]) => [key, i18n._(message)]));
  return { ...(texts as Record<keyof typeof MESSAGES, string>), lang };
}
