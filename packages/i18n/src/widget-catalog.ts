import type { MessageDescriptor, Messages } from '@lingui/core';
import type { Locale } from './locale';
import { messages as ca } from './locales/widget/ca.po';
import { messages as en } from './locales/widget/en.po';
import { messages as es } from './locales/widget/es.po';

const CATALOGS: Record<Locale, Messages> = { es, en, ca };

/**
 * A text of the <pay-button>'s own catalog (decision 1042), bundled with the button so its label paints at once. Its
 * messages are plain text (no placeholder, no plural: a test checks), so they are read straight from the compiled
 * catalog without Lingui's runtime, whose 2 KB paid for the third language (decision 1157); nothing here touches
 * the page's shared instance, which the other elements render with.
 */
export function widgetText(locale: Locale, message: MessageDescriptor): string {
  return String(CATALOGS[locale][message.id]);
}
