import { ApiErrorBody } from '@cobro/contracts';
import { ApiError, genericErrorCode } from './api-error';

/** Retry-After in its delta-seconds form (the one this API sends); an HTTP date is left unread. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Reads an error answer: the server's ApiErrorBody when it sent one, a generic code for the status otherwise. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ApiErrorBody.safeParse(json);
  if (parsed.success) return new ApiError(response.status, parsed.data, retryAfterOf(response));
  return new ApiError(response.status, {
    code: genericErrorCode(response.status),
    message: response.statusText || `HTTP ${response.status}`,
  }, retryAfterOf(response));
}
