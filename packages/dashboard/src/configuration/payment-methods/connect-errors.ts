import { ApiError } from '@cobro/client';
import type { ProviderActivateBody } from '@cobro/contracts';
import { errorMessage, fieldMessage, isFieldMessageKey } from '@cobro/i18n';

export type ConnectField = 'api_key' | 'api_token' | 'token';
/** A field's text, or `marked` for a field shown invalid without its own words (PRO-005's other fields). */
export type ConnectFieldErrors = Partial<Record<ConnectField, string | 'marked'>>;

/**
 * Where a refused connection shows (services-and-configuration 8): PRO-003 on the token field, PRO-005 on the
 * merchant-key field with the other fields marked, a field the server named (missing_field) on that field. Null
 * means the failure is a message, not a field (PRO-001, PRO-002, PRO-004, anything else).
 */
export function connectFieldErrors(error: unknown, provider: ProviderActivateBody['provider']): ConnectFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'PRO-003') return { api_token: errorMessage('PRO-003') ?? error.message };
  if (error.code === 'PRO-005' && provider === 'redsys') {
    return { token: errorMessage('PRO-005') ?? error.message, api_key: 'marked', api_token: 'marked' };
  }
  const fields = Object.entries(error.fields ?? {}).filter(([name]) => ['api_key', 'api_token', 'token'].includes(name));
  if (fields.length === 0) return null;
  return Object.fromEntries(fields.map(([name, key]) => [name, isFieldMessageKey(key) ? fieldMessage(key) : key]));
}
