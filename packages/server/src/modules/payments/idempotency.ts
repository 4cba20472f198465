import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';

/** How long a first request holds its key before another may take over (it crashed mid-way). */
const LOCK_MS = 60_000;
/** How long a concurrent duplicate waits for the first request's answer, polling. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

const keyOf = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined) return null;
  if (key.length < 1 || key.length > 255) throw new AppError('API-001', { fields: { 'Idempotency-Key': 'invalid' } });
  return key;
};

const hashOf = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per Idempotency-Key (quality bar 10): the first request inserts the key (the unique
 * (scope, key) index makes exactly one insert win, on both databases) and stores its answer; the same key with the
 * same body replays that answer; another body is 422 API-006; a duplicate arriving while the first is still running
 * waits for its answer instead of calling the provider again. A failed first request releases the key.
 * Without the header the work simply runs.
 */
export async function idempotent<T>(app: FastifyInstance, request: FastifyRequest, scope: string, work: () => Promise<T>): Promise<T> {
  const key = keyOf(request);
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
    if (row.responseStatus !== null) return row.responseBody as T;
    // A holder that crashed leaves its lock to expire; the next request takes the key over.
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

async function runAndStore<T>(app: FastifyInstance, id: string, work: () => Promise<T>): Promise<T> {
  const db = app.database.db;
  try {
    const result = await work();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: result as unknown as Record<string, unknown>, lockedUntil: null })
      .where(eq(idempotencyKeys.id, id));
    return result;
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    throw error;
  }
}
