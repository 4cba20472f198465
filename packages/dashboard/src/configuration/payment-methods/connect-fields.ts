import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConnectField } from './connect-errors';
import type { ConnectableProvider } from './provider-labels';

type FieldWords = { name: ConnectField; label: MessageDescriptor; hint: MessageDescriptor; inputMode?: 'numeric' };

/**
 * What each provider's form asks for, in the words of the papers the merchant holds (decision 1150), over the
 * contract's fields: for Redsys, api_key is the merchant code (FUC), api_token the terminal and token the SHA-256
 * secret key (as the server uses them, decision 0804); for Inespay, its API key and API token.
 */
export const CONNECT_FIELDS: Record<ConnectableProvider, FieldWords[]> = {
  redsys: [
    { name: 'api_key', label: msg`Merchant code (FUC)`, hint: msg`9 digits, on the papers your bank gave you with the terminal.`, inputMode: 'numeric' },
    { name: 'api_token', label: msg`Terminal`, hint: msg`3 digits, for example 001.`, inputMode: 'numeric' },
    { name: 'token', label: msg`SHA-256 secret key`, hint: msg`The 32 characters your bank gives as the terminal's SHA-256 key. It is stored encrypted.` },
  ],
  inespay: [
    { name: 'api_key', label: msg`API key`, hint: msg`The API key of your Inespay account.` },
    { name: 'api_token', label: msg`API token`, hint: msg`The API token Inespay gives you with the API key.` },
  ],
};
