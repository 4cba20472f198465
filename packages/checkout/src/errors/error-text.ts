import type { WidgetErrorCodeKey } from '@cobro/contracts';
import { isWidgetErrorCode, widgetErrorMessage } from '@cobro/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a buyer can do, shared by the codes that call for the same step (fewer texts to keep in two languages). */
const TODO = {
  tellShop: msg`No payment was made. Let the shop know so they can fix it.`,
  retryLater: msg`No money was taken: try again in a few minutes.`,
  retry: msg`Try again in a few minutes. If it keeps happening, let the shop know.`,
  checkForm: msg`Check the form and try again.`,
  startAgain: msg`No payment was made. Go back to the shop's page and start the payment again.`,
  checkLink: msg`Check the link with the shop, or ask them for a new one.`,
  otherMethod: msg`Try another card or payment method, or ask the shop for help.`,
  nothingToDo: msg`You do not need to pay again.`,
};

/**
 * What a buyer does about each published widget code the checkout can meet: the published description says what
 * happened (sdk catalog); the integrator's recommendation (dashboard catalog) is for the shop, not the buyer.
 */
const WIDGET_TODO: Record<WidgetErrorCodeKey, MessageDescriptor> = {
  'GE-001': TODO.retry,
  'AE-001': TODO.tellShop,
  'AE-002': TODO.tellShop,
  'AE-003': TODO.tellShop,
  'ORG-001': TODO.tellShop,
  'ORG-002': TODO.tellShop,
  'CUS-002': TODO.retry,
  'CUS-003': TODO.tellShop,
  'CUS-006': TODO.checkForm,
  'CHK-002': TODO.tellShop,
  'CHK-004': TODO.checkLink,
  'CHK-006': TODO.startAgain,
  'CHK-007': TODO.nothingToDo,
  'CHK-010': TODO.otherMethod,
  'CHK-014': TODO.tellShop,
  'CHK-015': TODO.tellShop,
  'CHK-017': TODO.otherMethod,
  'PE-001': TODO.retryLater,
  'PE-004': TODO.otherMethod,
  'PE-005': msg`Pay again and complete your bank's confirmation when it asks.`,
  'OTFE-001': TODO.tellShop,
  'OTFE-002': TODO.tellShop,
  'OTFE-003': msg`Check your connection and reload the page. No payment was made.`,
  'OTFE-004': msg`Reload the page, or choose another payment method.`,
  'SER-002': TODO.checkLink,
  'SER-005': TODO.checkLink,
  'WID-001': TODO.retry,
  'WID-002': TODO.tellShop,
  'WID-007': TODO.tellShop,
};

/**
 * The codes a buyer can meet that are not published widget codes: what happened and what to do. Kept here, in the
 * sdk catalog, because the dashboard catalog's texts never reach the widget.
 */
const BUYER_ONLY: Record<string, { what: MessageDescriptor; todo: MessageDescriptor }> = {
  'SUB-001': { what: msg`Subscription not found.`, todo: TODO.checkLink },
  'SUB-002': { what: msg`The payment method could not be updated.`, todo: msg`Your card was not changed: try again, or use another card.` },
  'SUB-003': { what: msg`The subscription could not be loaded.`, todo: TODO.retry },
  'SUB-004': { what: msg`The subscription is not active.`, todo: msg`There is no card to update. Ask the shop if you want to subscribe again.` },
  'SER-003': { what: msg`This plan does not exist or is no longer sold.`, todo: TODO.checkLink },
  // The buyer portal (decisions 1152-1154).
  'POR-001': { what: msg`The code is not valid, has expired or was already used.`, todo: msg`Ask for a new code and type it within ten minutes.` },
  'POR-002': { what: msg`This subscription cannot be canceled here.`, todo: msg`Ask the shop to cancel it.` },
  'WDR-001': { what: msg`The withdrawal period of this purchase has ended.`, todo: msg`Contact the shop if you think this is a mistake.` },
  'WDR-002': { what: msg`This purchase is excluded from the right of withdrawal.`, todo: msg`The shop's terms say why. Contact the shop if you have questions.` },
  'WDR-004': {
    what: msg`To pay for this service you must ask for it to start at once and accept that you lose your right of withdrawal.`,
    todo: msg`Reload the page, tick the consent box above the payment methods and choose the method again.`,
  },
  'API-001': { what: msg`Some data is not valid.`, todo: TODO.checkForm },
  'API-004': { what: msg`Not found.`, todo: TODO.checkLink },
  'API-005': { what: msg`This change is not allowed right now.`, todo: msg`Reload the page to see the payment as it is now.` },
  'API-006': { what: msg`This payment attempt was already used with other data.`, todo: msg`Choose the method again.` },
  'API-007': { what: msg`Too many attempts.`, todo: msg`Wait a few minutes, then try again.` },
  'API-009': { what: msg`The request was refused by the browser's security rules.`, todo: TODO.tellShop },
  'API-010': { what: msg`The postal code does not belong to this country.`, todo: msg`Check the postal code and the country.` },
  'API-500': { what: msg`Something went wrong on our side.`, todo: TODO.retry },
};

/** What happened and what the buyer can do about a code, or undefined for a code the checkout has no text for. */
export function buyerErrorParts(code: string): { what: string; todo: string } | undefined {
  const own = BUYER_ONLY[code];
  if (own) return { what: i18n._(own.what), todo: i18n._(own.todo) };
  if (isWidgetErrorCode(code)) return { what: widgetErrorMessage(code), todo: i18n._(WIDGET_TODO[code]) };
  return undefined;
}

/** Every code the checkout has a buyer's text for (the test walks them). */
export const BUYER_ERROR_CODES = [...Object.keys(BUYER_ONLY), ...Object.keys(WIDGET_TODO)];

/**
 * The buyer's text for an API error code. A code without a text gets API-500's, never the server's English words:
 * the code itself is shown in the details line.
 */
export function buyerErrorText(code: string): string {
  const parts = buyerErrorParts(code) ?? buyerErrorParts('API-500')!;
  return `${parts.what} ${parts.todo}`;
}
