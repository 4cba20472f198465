import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@cobro/contracts';
import { AppError } from './app-error';

export function sendError(reply: FastifyReply, error: AppError) {
  const body: ApiErrorBody = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  if (error.details) body.details = error.details;
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own errors about the request (parsing, size, media type) become catalogue errors, never a 500. */
function fromFastify(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('API-008');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('API-001', { status: 415, message: 'Unsupported content type: send application/json' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('API-001', { message: 'The body is not valid JSON' });
  }
  const status = error.statusCode ?? 500;
  // Any other client error Fastify raised (bad content length, malformed JSON from the parser, bad URL).
  if (status >= 400 && status < 500) {
    const code: ErrorCode = status === 404 ? 'API-004' : status === 413 ? 'API-008' : 'API-001';
    return new AppError(code, { status: ERROR_CODES[code].status === status ? undefined : status });
  }
  return undefined;
}

/**
 * Every failure's answer: a client error as its catalogue code, anything unexpected as a logged 500 API-500. Also
 * Fastify's `frameworkErrors` option (app.ts), so what the router refuses before any route or error handler runs
 * (a path that does not percent-decode, such as `%c0%ae`) answers in the same shape.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error);
  const mapped = fromFastify(error);
  if (mapped) return sendError(reply, mapped);
  // The request id is in the log line (pino's reqId) and in the answer, so support can find one from the other.
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, new AppError('API-500', { details: { request_id: request.id } }));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
