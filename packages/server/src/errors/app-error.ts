import { ERROR_CODES, type ErrorCode } from '@cobro/contracts';

export interface AppErrorOptions {
  /** Overrides the catalogue's status (e.g. 415 with API-001). */
  status?: number;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
  message?: string;
}

/** A failure the client should see: becomes `{ code, message, fields?, details? }` with the code's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_CODES[code].status;
    this.fields = options.fields;
    this.details = options.details;
  }
}
