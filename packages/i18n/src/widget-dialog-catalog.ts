import type { MessageDescriptor, Messages } from '@lingui/core';
import type { Locale } from './locale';
import { messages as ca } from './locales/widget-dialog/ca.po';
import { messages as en } from './locales/widget-dialog/en.po';
import { messages as es } from './locales/widget-dialog/es.po';
import { bundledText } from './widget-catalog';

const CATALOGS: Record<Locale, Messages> = { es, en, ca };

/**
 * A text of the `widget-dialog` catalog: the <pay-button>'s dialog, bundled with the code a click needs, which
 * intent loads (decision 1163), so a failure to load the checkout can still be told in the buyer's language.
 */
export const widgetDialogText = (locale: Locale, message: MessageDescriptor): string => bundledText(CATALOGS, locale, message);
