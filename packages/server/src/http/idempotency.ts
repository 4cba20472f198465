import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@cobro/contracts';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../errors/app-error';

/**
 * How long a first request's claim on its key lasts unless renewed: a holder that crashed (its process killed) frees
 * the key this long after its last renewal, so the client's retry with the same key runs (chaos test, issue 10).
 */
const LOCK_MS = 10_000;
/** A running holder renews its claim this often (wall clock), so a slow provider call never loses its key. */
export const RENEW_MS = 3_000;
/** How long a concurrent duplicate waits for the first request's answer, polling. */
const WAIT_MS = 15_000;
const POLL_MS = 25;
const MAX_KEY_LENGTH = 255;

interface StoredError {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
}

/** The `Idempotency-Key` header, or null when the client sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return null;
  if (key.length > MAX_KEY_LENGTH) throw new AppError('API-001', { fields: { 'Idempotency-Key': 'too_long' } });
  return key;
}

const hashOf = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per Idempotency-Key within `scope` (quality bar 10; create-purchase, payment-data, refund):
 * - the first request inserts the key (the unique (scope, key) index makes exactly one insert win, on both databases)
 *   and stores its answer, a success or a client error;
 * - the same key with the same request replays that answer; with another request it is 422 API-006;
 * - a duplicate arriving while the first is still running waits for its answer instead of calling the provider again;
 * - an unexpected failure releases the key, and a holder that crashed loses it when its claim lapses (it renews the
 *   claim while it runs), so the client can retry with the same key.
 * Without the header the work simply runs.
 */
export async function idempotent<T>(app: FastifyInstance, request: FastifyRequest, scope: string, work: () => Promise<T>): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === null) return work();
  const db = app.database.db;
  const requestHash = hashOf(request);
  const waitUntil = Date.now() + WAIT_MS;
  for (;;) {
    const now = app.clock.now();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, lockedUntil: new Date(now.getTime() + LOCK_MS), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) return runAndStore(app, claimed.id, work);

    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    // Gone between the insert and the read: the first request failed and released it; claim it again.
    if (!row) continue;
    if (row.requestHash !== requestHash) throw new AppError('API-006');
    if (row.responseStatus !== null) return replay<T>(row.responseStatus, row.responseBody);
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
      .where(and(eq(idempotencyKeys.id, row.id), isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.lockedUntil, now)))
      .returning({ id: idempotencyKeys.id });
    if (taken) return runAndStore(app, taken.id, work);
    if (Date.now() > waitUntil) throw new AppError('API-005', { details: { reason: 'idempotency_key_in_use' } });
    // Wall-clock polling on purpose: this waits for another request to finish, not for domain time.
    await sleep(POLL_MS);
  }
}

function replay<T>(status: number, body: unknown): T {
  if (status < 300) return body as T;
  const stored = body as StoredError;
  throw new AppError(stored.code, { status, fields: stored.fields, details: stored.details });
}

async function runAndStore<T>(app: FastifyInstance, id: string, work: () => Promise<T>): Promise<T> {
  const db = app.database.db;
  const store = (responseStatus: number, responseBody: unknown) =>
    db
      .update(idempotencyKeys)
      .set({ responseStatus, responseBody: responseBody as Record<string, unknown>, lockedUntil: null })
      .where(eq(idempotencyKeys.id, id));
  const renew = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ lockedUntil: new Date(app.clock.now().getTime() + LOCK_MS) })
      .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.responseStatus)))
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency key renewal failed'));
  }, RENEW_MS);
  renew.unref();
  try {
    const result = await work();
    await store(200, result);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      // A refusal is the answer to this request: the same key gets it again rather than a second attempt.
      const body: StoredError = { code: error.code, message: error.message, fields: error.fields, details: error.details };
      await store(error.status, body);
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    }
    throw error;
  } finally {
    clearInterval(renew);
  }
}
