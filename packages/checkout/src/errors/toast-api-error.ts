import { ApiError } from '@cobro/client';
import { toast } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { buyerErrorText } from './error-text';

/**
 * public-flows 8: a failed call shows a toast with the server's code and its text. The title is the buyer's text
 * (what happened, what to do), in the buyer's language; the code only in the details line, for support.
 */
export function toastApiError(error: unknown): { code: string; message: string } {
  const code = error instanceof ApiError ? error.code : 'API-500';
  const message = error instanceof Error ? error.message : String(error);
  toast({ title: buyerErrorText(code), description: i18n._(msg`Error code: ${code}`), tone: 'danger' });
  return { code, message };
}
