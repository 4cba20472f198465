import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES } from '@cobro/contracts';
import { AppError } from '../errors/app-error';

/**
 * C0 controls and DEL. PostgreSQL refuses NUL in text and jsonb outright (a 500 if it gets that far), and no
 * field of the API has a use for the others. Texts typed in a form keep tab, line feed and carriage return.
 */
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A path segment or a query value has no use for any control character, line breaks included. */
const IN_URL = /[\u0000-\u001F\u007F]/;
/** No field of the API nests this deep; deeper input is refused rather than walked (no stack to exhaust). */
const MAX_DEPTH = 32;

/**
 * Fields of a decoded input (path params, query, JSON body, multipart text parts) that hold a control
 * character, keyed like the validation messages (`plans.0.name`); object keys are checked too, since they end
 * up in jsonb columns. Undefined when the input is clean.
 */
export function controlCharacterFields(value: unknown, root: string, inUrl = false): Record<string, string> | undefined {
  const pattern = inUrl ? IN_URL : IN_TEXT;
  const fields: Record<string, string> = {};
  const visit = (node: unknown, path: string[], depth: number) => {
    if (typeof node === 'string') {
      if (pattern.test(node)) fields[path.length ? path.join('.') : root] = FIELD_MESSAGES.invalidCharacters;
    } else if (depth > MAX_DEPTH && node && typeof node === 'object') {
      throw new AppError('API-001', { message: 'The input is nested too deeply' });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, String(index)], depth + 1));
    } else if (node && typeof node === 'object' && isPlain(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (pattern.test(key)) fields[[...path, key].join('.')] = FIELD_MESSAGES.invalidCharacters;
        else visit(item, [...path, key], depth + 1);
      }
    }
  };
  visit(value, [], 0);
  return Object.keys(fields).length ? fields : undefined;
}

/** Files and buffers (multipart uploads) are bytes, not text; the parsers' other objects are walked. */
const isPlain = (node: object) => !(node instanceof Blob) && !ArrayBuffer.isView(node) && !(node instanceof ArrayBuffer);

/** Throws 400 API-001 naming each field that holds a control character. */
export function assertNoControlCharacters(value: unknown, root: string, inUrl = false) {
  const fields = controlCharacterFields(value, root, inUrl);
  if (fields) throw new AppError('API-001', { fields });
}

/**
 * One guard for every route, before any handler or query runs: path parameters, query and parsed body must be
 * free of control characters (multipart text parts are checked as the multipart helper reads them, since their
 * body is only read inside the handler). Registered on the root, so routes outside the contract table are
 * covered too.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertNoControlCharacters(request.params, 'path', true);
    assertNoControlCharacters(request.query, 'query', true);
    assertNoControlCharacters(request.body, 'body');
  });
}
