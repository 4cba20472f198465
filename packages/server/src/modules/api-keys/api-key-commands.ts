import { and, eq } from 'drizzle-orm';
import type { GeneratedApiKey } from '@cobro/contracts';
import type { Db } from '../../db/database';
import { apiKeys, organizations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid, sha256 } from '../../ids';
import { recordOf } from './api-key-queries';
import { maskedSecretKey, newSecretKey, type SecretKeyMode } from './api-key-rules';

/**
 * Generates the organization's secret key, replacing the one it had: the old key stops working with this commit
 * (keys are looked up in the database on every call, nothing caches them). The organization's row is locked so two
 * regenerations at once end with one key. Only the key's SHA-256 and its masked form are stored; the key is answered
 * this once.
 */
export async function generateApiKey(db: Db, organizationId: string, mode: SecretKeyMode, now: Date): Promise<GeneratedApiKey> {
  const key = newSecretKey(mode);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
    await tx.delete(apiKeys).where(eq(apiKeys.organizationId, organizationId));
    const [inserted] = await tx.insert(apiKeys).values({ organizationId, keyHash: sha256(key), maskedKey: maskedSecretKey(mode, key), createdAt: now }).returning();
    return inserted;
  });
  return { ...recordOf(row), api_key: key };
}

/** Deletes the organization's key; it stops working at once. Another organization's key id is not found. */
export async function removeApiKey(db: Db, organizationId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('API-004');
  const removed = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId)))
    .returning({ id: apiKeys.id });
  if (removed.length === 0) throw new AppError('API-004');
}
