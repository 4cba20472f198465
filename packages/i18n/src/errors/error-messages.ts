import { ERROR_CODES, type ErrorCode } from '@cobro/contracts';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each API error code means to a merchant, in the dashboard catalog. Typed over every code of ERROR_CODES, so a
 * new code without a text does not compile, and i18n-catalogs.test.ts fails while its Spanish text is missing.
 */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  'PG-001': msg`A company with this name already exists`,
  'REG-001': msg`Your account could not be registered`,
  'REG-002': msg`A user with this e-mail already exists`,
  'LOG-001': msg`Sign-in failed`,
  // LOG-002 and LOG-003 read the same on purpose: telling "no such user" from "wrong password" leaks accounts.
  'LOG-002': msg`Incorrect e-mail or password`,
  'LOG-003': msg`Incorrect e-mail or password`,
  'GOO-001': msg`Google sign-in failed`,
  'GOO-002': msg`This e-mail already has an account that signs in another way`,
  'CUS-001': msg`The customers could not be loaded`,
  'CUS-002': msg`The customer could not be loaded`,
  'CUS-003': msg`Customer not found`,
  'CUS-004': msg`The customer could not be deleted`,
  'CUS-005': msg`The customer has subscriptions and cannot be deleted`,
  'CUS-006': msg`The customer data is not valid`,
  'CHA-001': msg`The payments could not be loaded`,
  'CHA-002': msg`The payment could not be loaded`,
  'CHA-003': msg`Payment not found`,
  'CHA-004': msg`The payment could not be refunded`,
  'CHA-005': msg`The receipt could not be sent`,
  'CHA-006': msg`The refund amount is not valid`,
  'FOP-001': msg`There is no user with this e-mail`,
  'FOP-002': msg`This account signs in with Google`,
  'FOP-003': msg`The e-mail could not be sent`,
  'FOP-004': msg`The password could not be reset`,
  'EMA-001': msg`This e-mail confirmation link is not valid, has expired or was already used`,
  'WID-001': msg`The widget configuration could not be loaded`,
  'WID-002': msg`The domain could not be added`,
  'WID-003': msg`The callback could not be turned on or off`,
  'WID-004': msg`The callback URL could not be saved`,
  'WID-005': msg`This domain is already in use`,
  'WID-006': msg`This widget version does not exist`,
  'WID-007': msg`The plan of the pay button is not signed, or was changed after signing`,
  'SUB-001': msg`Subscription not found`,
  'SUB-002': msg`The card could not be updated`,
  'SUB-003': msg`The subscription could not be loaded`,
  'SUB-004': msg`The subscription is not active`,
  'PRO-001': msg`The payment provider could not be loaded`,
  'PRO-002': msg`Access to the provider could not be requested`,
  'PRO-003': msg`The provider credentials are not valid`,
  'PRO-004': msg`The Inespay service did not answer`,
  'PRO-005': msg`The Redsys credentials are not valid`,
  'SER-001': msg`The service images could not be saved`,
  'SER-002': msg`Service not found`,
  'SER-003': msg`Plan not found`,
  'SER-004': msg`This change is not allowed in the current status`,
  'SER-005': msg`This service or plan is not available for purchase`,
  'GE-001': msg`Unexpected error in the payment widget`,
  'AE-001': msg`The widget API key is missing`,
  'AE-002': msg`The widget API key is not valid`,
  'AE-003': msg`This website is not allowed to use the widget API key`,
  'ORG-001': msg`Organization not found`,
  'ORG-002': msg`The organization cannot take payments yet`,
  'CHK-002': msg`The checkout data is not valid`,
  'CHK-004': msg`Payment link not found or inactive`,
  'CHK-006': msg`Purchase not found`,
  'CHK-007': msg`This purchase is already paid`,
  'CHK-010': msg`This payment method is not available for this plan`,
  'CHK-014': msg`The amount is not valid`,
  'CHK-015': msg`The billing frequency or payment day is not valid`,
  'CHK-017': msg`The payment was declined`,
  'PE-001': msg`The payment provider did not answer`,
  'PE-004': msg`The payment provider is not set up for this organization`,
  'PE-005': msg`The payment needs an authentication that was not completed`,
  'POR-001': msg`The code is not valid, has expired or was already used`,
  'POR-002': msg`This subscription cannot be canceled here. Contact the shop`,
  'WDR-001': msg`The withdrawal period of this purchase has ended`,
  'WDR-002': msg`This purchase is excluded from the right of withdrawal`,
  'WDR-003': msg`Withdrawal not found`,
  'WDR-004': msg`The buyer's consent to immediate supply and to losing the right of withdrawal is required`,
  'API-001': msg`The request is not valid`,
  'API-002': msg`Sign in to continue`,
  'API-003': msg`You are not allowed to do this`,
  'API-004': msg`Not found`,
  'API-005': msg`This change is not allowed in the current status`,
  'API-006': msg`This idempotency key was already used with another request`,
  'API-007': msg`Too many attempts. Try again later`,
  'API-008': msg`The request is too large`,
  'API-009': msg`Cross-site request refused`,
  'API-010': msg`The postal code does not belong to this country`,
  'API-500': msg`Something went wrong on our side`,
};

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/**
 * The translated text of an API error code. Unknown codes give undefined, so the caller can fall back to the
 * server's own message only when there is no translation (docs/contributing.md: Errors).
 */
export function errorMessage(code: ErrorCode): string;
export function errorMessage(code: string): string | undefined;
export function errorMessage(code: string): string | undefined {
  return isErrorCode(code) ? i18n._(ERROR_MESSAGES[code]) : undefined;
}
