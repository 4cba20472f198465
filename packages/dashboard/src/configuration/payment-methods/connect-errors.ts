import { ApiError } from '@cobro/client';
import type { ProviderActivateBody } from '@cobro/contracts';
import { errorMessage, fieldMessage } from '@cobro/i18n';

export type ConnectField = 'api_key' | 'api_token' | 'token';
const CONNECT_FIELD_NAMES: readonly string[] = ['api_key', 'api_token', 'token'] satisfies ConnectField[];
/** A field's text, or `marked` for a field shown invalid without its own words (PRO-005's other fields). */
export type ConnectFieldErrors = Partial<Record<ConnectField, string | 'marked'>>;

/**
 * Where a refused connection shows. The fields the server names carry their own words, on those fields only
 * (decision 1150). A refusal that names none reads as services-and-configuration 8 says: PRO-003 on the token field,
 * PRO-005 on the merchant-key field with the other fields marked. Null means the failure is a message, not a field
 * (PRO-001, PRO-002, PRO-004, anything else).
 */
export function connectFieldErrors(error: unknown, provider: ProviderActivateBody['provider']): ConnectFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const named = Object.entries(error.fields ?? {}).filter(([name]) => CONNECT_FIELD_NAMES.includes(name));
  if (named.length > 0) return Object.fromEntries(named.map(([name, key]) => [name, fieldMessage(key)]));
  if (error.code === 'PRO-003') return { api_token: errorMessage('PRO-003') ?? error.message };
  if (error.code === 'PRO-005' && provider === 'redsys') {
    return { token: errorMessage('PRO-005') ?? error.message, api_key: 'marked', api_token: 'marked' };
  }
  return null;
}
