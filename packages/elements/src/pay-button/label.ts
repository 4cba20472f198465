import { elementLocale, widgetText, type Locale } from '@cobro/i18n';
import { msg } from '@lingui/core/macro';

const PAY = msg`Pay`;

/** The button's default label and its language (`elementLocale`), from the widget catalog bundled with its first script. */
export function buttonLabel(host: Element | undefined, locale: string | undefined): { pay: string; lang: Locale } {
  const lang = elementLocale(host, locale);
  return { pay: widgetText(lang, PAY), lang };
}
