import { ApiError } from '@cobro/client';
import { toast } from '@cobro/ui';
import { buyerErrorText } from './error-text';

/** public-flows 8: a failed call shows a toast with the server's code and its text. */
export function toastApiError(error: unknown): { code: string; message: string } {
  const code = error instanceof ApiError ? error.code : 'API-500';
  const message = error instanceof Error ? error.message : String(error);
  toast({ title: code, description: buyerErrorText(code, message), tone: 'danger' });
  return { code, message };
}
