import { isWidgetErrorCode, widgetErrorMessage } from '@cobro/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Texts of the codes a buyer can meet that are not published widget codes (those come from @cobro/i18n's sdk
 * texts). Kept here, in the sdk catalog, because the dashboard catalog's texts never reach the widget.
 */
const BUYER_ERROR_TEXTS: Record<string, MessageDescriptor> = {
  'SUB-001': msg`Subscription not found.`,
  'SUB-002': msg`The payment method could not be updated.`,
  'SUB-003': msg`The subscription could not be loaded.`,
  'SUB-004': msg`The subscription is not active.`,
  'SER-003': msg`This plan does not exist or is no longer sold. Check the link with the shop.`,
  // A published widget code whose published text says what happened but not what a buyer can do.
  'PE-001': msg`The payment provider did not answer. No money was taken: try again in a few minutes.`,
  'API-001': msg`Some data is not valid. Check the form and try again.`,
  'API-004': msg`Not found.`,
  'API-005': msg`This change is not allowed right now.`,
  'API-006': msg`This payment attempt was already used with other data. Choose the method again.`,
  'API-007': msg`Too many attempts. Try again later.`,
  'API-009': msg`The request was refused by the browser's security rules.`,
  'API-010': msg`The postal code does not belong to this country.`,
  'API-500': msg`Something went wrong on our side. Try again in a moment.`,
};

/** The buyer's text for an API error code; the server's own words only for a code we have no text for. */
export function buyerErrorText(code: string, serverMessage?: string): string {
  const text = BUYER_ERROR_TEXTS[code];
  if (text) return i18n._(text);
  if (isWidgetErrorCode(code)) return widgetErrorMessage(code);
  return serverMessage ?? i18n._(BUYER_ERROR_TEXTS['API-500']);
}
