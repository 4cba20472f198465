import type { ApiErrorBody } from '@cobro/contracts';
import { ApiError, genericErrorCode } from './api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The contract's ApiErrorBody, checked by hand: zod stays off the first screens, where every call may read an error
 * (decision 1174). `to-api-error.test.ts` holds it to the schema's verdict and output.
 */
export function readApiErrorBody(json: unknown): ApiErrorBody | undefined {
  if (!isRecord(json) || typeof json.code !== 'string' || typeof json.message !== 'string') return undefined;
  const { code, message, fields, details } = json;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every((text) => typeof text === 'string'))) return undefined;
  if (details !== undefined && !isRecord(details)) return undefined;
  return {
    code,
    message,
    ...(fields !== undefined && { fields: fields as Record<string, string> }),
    ...(details !== undefined && { details }),
  };
}

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
  const body = readApiErrorBody(json);
  if (body) return new ApiError(response.status, body, retryAfterOf(response));
  return new ApiError(response.status, {
    code: genericErrorCode(response.status),
    message: response.statusText || `HTTP ${response.status}`,
  }, retryAfterOf(response));
}
