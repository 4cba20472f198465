import type { ApiErrorBody, ErrorCode } from '@cobro/contracts';

// No zod schema here (toApiError reads answers, in to-api-error.ts): the <pay-button>'s first script uses these
// classes without the contract's schemas.

/** A non-2xx answer (or a failed request), with the server's code so the UI can show its translated text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  /** When a refusal says to come back (a 429's Retry-After, in seconds), so the screen can tell the person. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, body: ApiErrorBody, retryAfterSeconds?: number) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.details = body.details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A 2xx body that does not match the endpoint's response schema (only checked when `validateResponses` is on). */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  constructor(
    readonly endpoint: string,
    readonly issues: unknown[],
  ) {
    super(`The response of ${endpoint} does not match its contract`);
  }
}

/**
 * The generic catalogue code for a status, used when an error body is not the server's JSON (a proxy's HTML page,
 * an empty 502): the UI still gets a code it can translate.
 */
const GENERIC_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'API-001',
  401: 'API-002',
  403: 'API-003',
  404: 'API-004',
  409: 'API-005',
  413: 'API-008',
  429: 'API-007',
};

export function genericErrorCode(status: number): ErrorCode {
  return GENERIC_CODES[status] ?? 'API-500';
}
