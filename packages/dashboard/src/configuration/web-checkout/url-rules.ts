import { ApiError } from '@cobro/client';
import { errorMessage, fieldMessage, isFieldMessageKey } from '@cobro/i18n';

/**
 * The domain and callback URL fields (services-and-configuration 5): typed without `https://`, which the field shows
 * as a fixed prefix; the contract's HttpsDomain / CallbackUrl check and normalise them (https only, trailing slashes
 * trimmed), on the server as here.
 */
export const HTTPS_PREFIX = 'https://';

/** What the input shows for a stored value: the same address without its `https://`. */
export const withoutHttps = (value: string | null | undefined) => (value ?? '').replace(/^https:\/\//i, '');

/**
 * The field text for a refused save, or null when the failure belongs in a toast instead (network, 5xx, any other
 * code). WID-005 is a taken domain; WID-002 / WID-004 carry the field's key when the server names one.
 */
export function urlFieldError(error: unknown, field: 'domain' | 'callback_url'): string | null {
  if (!(error instanceof ApiError)) return null;
  const fieldCode = field === 'domain' ? 'WID-002' : 'WID-004';
  if (field === 'domain' && error.code === 'WID-005') return errorMessage('WID-005') ?? null;
  if (error.code !== fieldCode && error.code !== 'API-001') return null;
  const key = error.fields?.[field];
  if (key && isFieldMessageKey(key)) return fieldMessage(key);
  return error.code === fieldCode ? (errorMessage(fieldCode) ?? null) : null;
}
