import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@cobro/contracts';
import { AppError } from '../errors/app-error';
import { assertNoControlCharacters } from './control-characters';
import { parseInput, sendResult, sessionFor, type RouteContext, type RouteHandler } from './route';
import { urlOf } from './route-url';

export interface MultipartOptions {
  /** Largest accepted file; a bigger one is refused while streaming, before it is held whole (413). */
  maxFileBytes: number;
  /** Most files in one request; one more is refused (400). */
  maxFiles: number;
  /** Message key put on the file's field when a file is too big or too many (e.g. services.images_problem). */
  fileProblem: string;
  /** Fields that are lists even with a single part (`files`); any other repeated field is a 400. */
  listFields?: readonly string[];
}

/** Thrown when a file passes its size limit; only the bytes up to the limit were ever held. */
export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
  }
}

/**
 * Reads a file stream into memory up to `max` bytes and fails as soon as it passes them. Busboy also stops at
 * the same limit (`truncated`), so an oversized upload is never buffered whole. Answers the chunks as read: the
 * `File` made of them copies them once, where joining them first would hold the file twice more (decision 0242).
 */
export async function readLimited(stream: Readable & { truncated?: boolean }, max: number): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new FileTooLargeError();
    }
    chunks.push(chunk as Buffer);
  }
  if (stream.truncated) throw new FileTooLargeError();
  return chunks;
}

type FieldValue = string | File;

/** The parts of the request as one object: text fields as strings, files as `File`, list fields as arrays. */
async function readParts(request: FastifyRequest, options: MultipartOptions): Promise<Record<string, unknown>> {
  const lists = new Set(options.listFields ?? ['files']);
  const body: Record<string, FieldValue | FieldValue[]> = {};
  const add = (name: string, value: FieldValue) => {
    if (lists.has(name)) {
      body[name] = [...((body[name] as FieldValue[] | undefined) ?? []), value];
    } else if (name in body) {
      throw new AppError('API-001', { fields: { [name]: 'invalid_type' } });
    } else body[name] = value;
  };
  let fileField = 'files';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fileField = part.fieldname;
        const chunks = await readLimited(part.file, options.maxFileBytes);
        // File copies each chunk (a slice of busboy's buffers, possibly shared) into its own storage.
        add(part.fieldname, new File(chunks as Uint8Array<ArrayBuffer>[], part.filename, { type: part.mimetype }));
      } else {
        add(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw multipartError(error, fileField, options);
  }
  // The global guard runs before the handler, when these parts are not read yet: the same check here.
  assertNoControlCharacters(body, 'body');
  return body;
}

function multipartError(error: unknown, field: string, options: MultipartOptions): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (error instanceof FileTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('API-008', { fields: { [field]: options.fileProblem } });
  }
  if (code === 'FST_FILES_LIMIT') return new AppError('API-001', { fields: { [field]: options.fileProblem } });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('API-008');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('API-001', { status: 415, message: 'Unsupported content type: send multipart/form-data' });
  }
  // Anything else raised here comes from busboy reading the client's bytes (no boundary, an over-long one, a body
  // cut short, a broken part header): our own code in the loop throws only the errors handled above.
  return new AppError('API-001', { message: 'The body is not valid multipart/form-data' });
}

/**
 * Registers a `multipart: true` entry of the contract table, like `route()` does for JSON ones (decision
 * 0205): session, query and body parsed with the entry's schemas, response checked outside production.
 * Fields follow decision 0105: plain strings as they are, JSON text for objects and lists, each file its own
 * part. Each call gets its own encapsulated scope, so its limits do not leak to other multipart routes.
 */
export function multipartRoute<const E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  options: MultipartOptions,
  handler: RouteHandler<E>,
) {
  if (!e.multipart) throw new Error(`multipartRoute(): ${e.method} ${e.path} is not multipart; use route()`);
  if (e.access === 'widget' || e.access === 'portal') throw new Error(`multipartRoute(): ${e.method} ${e.path} has ${e.access} access`);
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: 20, fieldSize: 256 * 1024, parts: 40 },
    });
    scope.route({
      method: e.method,
      url: urlOf(e),
      handler: async (request, reply) => {
        const ctx = {
          app,
          request,
          reply,
          params: request.params,
          session: await sessionFor(app, request, e),
          query: parseInput(e.query, request.query, 'query'),
          headers: undefined,
          body: parseInput(e.body, await readParts(request, options), 'body'),
        } as RouteContext<E>;
        return sendResult(app, e, reply, await handler(ctx));
      },
    });
  });
}
