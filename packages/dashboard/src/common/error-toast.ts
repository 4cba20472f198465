import { ApiError } from '@cobro/client';
import { errorMessage } from '@cobro/i18n';
import { toast } from '@cobro/ui';

/**
 * An API failure as the spec shows it (services-and-configuration 8): a toast titled with the server's code,
 * described with the code's translated text (the server's own words only for a code the catalogue lacks).
 */
export function showApiErrorToast(error: unknown, fallbackCode = 'API-500') {
  const code = error instanceof ApiError ? error.code : fallbackCode;
  const description = errorMessage(code) ?? (error instanceof Error ? error.message : undefined);
  toast({ title: code, description, tone: 'danger' });
}
