import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from './locale';
import { messages as en } from './locales/widget/en.po';
import { messages as es } from './locales/widget/es.po';

const instances: Partial<Record<Locale, I18n>> = {};

/**
 * The <pay-button>'s own texts (decision 1042). Both languages are bundled with the button (a few hundred bytes), so
 * its label paints without waiting for a catalog; each locale gets its own I18n instance, so a button in one
 * language never switches the page's shared instance, which the other elements render with.
 */
export function widgetI18n(locale: Locale): I18n {
  return (instances[locale] ??= setupI18n({ locale, messages: { [locale]: locale === 'es' ? es : en } }));
}
