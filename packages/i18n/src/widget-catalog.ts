import type { MessageDescriptor, Messages } from '@lingui/core';
import type { Locale } from './locale';
import { messages as ca } from './locales/widget/ca.po';
import { messages as en } from './locales/widget/en.po';
import { messages as es } from './locales/widget/es.po';

/**
 * A text of a catalog bundled with the <pay-button>'s code (decision 1042). Its messages are plain text (no
 * placeholder, no plural: a test checks), so they are read straight from the compiled catalog without Lingui's
 * runtime, whose 2 KB paid for the third language (decision 1157); nothing here touches the page's shared instance,
 * which the other elements render with.
 */
export function bundledText(catalogs: Record<Locale, Messages>, locale: Locale, message: MessageDescriptor): string {
  return String(catalogs[locale][message.id]);
}

const CATALOGS: Record<Locale, Messages> = { es, en, ca };

/** A text of the `widget` catalog: the button's label, in its first script so it paints at once (decision 1163). */
export const widgetText = (locale: Locale, message: MessageDescriptor): string => bundledText(CATALOGS, locale, message);
