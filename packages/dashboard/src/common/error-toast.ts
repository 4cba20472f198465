import { ApiError } from '@cobro/client';
import { errorMessage } from '@cobro/i18n';
import { toast } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The code's translated text; the server's own words only for a code the catalogue lacks. */
const describe = (error: unknown, code: string) => errorMessage(code) ?? (error instanceof Error ? error.message : undefined);

/**
 * An API failure as the spec shows it (services-and-configuration 8): a toast titled with the server's code,
 * described with the code's translated text (the server's own words only for a code the catalogue lacks).
 */
export function showApiErrorToast(error: unknown, fallbackCode = 'API-500') {
  const code = error instanceof ApiError ? error.code : fallbackCode;
  toast({ title: code, description: describe(error, code), tone: 'danger' });
}

const ERROR_UPDATE = msg`The data could not be updated`;

/**
 * The spec's `api.error_update` toast with `error_description` (services-and-configuration 8, the postal-code check
 * of the gateway steps): a translated title, described by the failure's code.
 */
export function showUpdateErrorToast(error: unknown) {
  const code = error instanceof ApiError ? error.code : 'API-500';
  toast({ title: i18n._(ERROR_UPDATE), description: describe(error, code), tone: 'danger' });
}
