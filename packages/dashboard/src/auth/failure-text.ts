import { errorMessage } from '@cobro/i18n';
import { plural } from '@lingui/core/macro';

/**
 * The text of a public form's failure: the code's translated text (the server's message for a code without one),
 * and for too many attempts (429 API-007) when to try again, in whole minutes, when the server said (Retry-After).
 */
export function failureText(failure: { code: string; message?: string; retryAfterSeconds?: number }): string {
  if (failure.code === 'API-007' && failure.retryAfterSeconds !== undefined) {
    const minutes = Math.max(1, Math.ceil(failure.retryAfterSeconds / 60));
    return plural(minutes, { one: 'Too many attempts. Try again in # minute.', other: 'Too many attempts. Try again in # minutes.' });
  }
  return errorMessage(failure.code) ?? failure.message ?? '';
}
