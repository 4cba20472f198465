import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@cobro/contracts';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';

/** How long a second request with the same key waits for the first to finish before answering 409. */
const WAIT_MS = 15_000;
const POLL_MS = 25;
const MAX_KEY_LENGTH = 255;

interface StoredError {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
}

/** The `Idempotency-Key` header, if the client sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return undefined;
  if (key.length > MAX_KEY_LENGTH) throw new AppError('API-001', { fields: { 'Idempotency-Key': 'too_long' } });
  return key;
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per (scope, key): the same key with the same request replays the first answer (success or
 * client error); with another request it is 422 API-006; a concurrent duplicate waits for the first and replays
 * it, so two requests with one key make one provider call. The unique (scope, key) insert is the claim.
 * Unexpected failures release the key, so the client can retry with it.
 */
export async function idempotent<T>(
  app: FastifyInstance,
  claim: { scope: string; key: string | undefined; request: unknown },
  work: () => Promise<T>,
): Promise<T> {
  if (!claim.key) return work();
  const db = app.database.db;
  const requestHash = hashOf(claim.request);
  const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, requestHash, createdAt: app.clock.now() })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed) {
    const byId = eq(idempotencyKeys.id, claimed.id);
    try {
      const result = await work();
      await db.update(idempotencyKeys).set({ responseStatus: 200, responseBody: result }).where(byId);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        const body: StoredError = { code: error.code, message: error.message, fields: error.fields, details: error.details };
        await db.update(idempotencyKeys).set({ responseStatus: error.status, responseBody: body }).where(byId);
      } else {
        await db.delete(idempotencyKeys).where(byId);
      }
      throw error;
    }
  }
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    // The first request failed unexpectedly and released the key: this one may run.
    if (!row) return idempotent(app, claim, work);
    if (row.requestHash !== requestHash) throw new AppError('API-006');
    if (row.responseStatus !== null) {
      if (row.responseStatus < 300) return row.responseBody as T;
      const stored = row.responseBody as StoredError;
      throw new AppError(stored.code, { status: row.responseStatus, fields: stored.fields, details: stored.details });
    }
    if (Date.now() > deadline) throw new AppError('API-005', { details: { reason: 'idempotent_request_in_progress' } });
    await sleep(POLL_MS);
  }
}
