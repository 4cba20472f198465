import { eq } from 'drizzle-orm';
import type { ApiKeyRecord } from '@cobro/contracts';
import type { Db } from '../../db/database';
import { apiKeys } from '../../db/schema/index';
import { sha256 } from '../../ids';

/** A key as the API screen lists it: never the key itself. */
export const recordOf = (row: { id: string; createdAt: Date; maskedKey: string | null }): ApiKeyRecord => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  masked_key: row.maskedKey,
});

/** The organization's key as listed (id and creation), null when it has none. */
export async function apiKeyOf(db: Db, organizationId: string): Promise<ApiKeyRecord | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, organizationId));
  return row ? recordOf(row) : null;
}

export interface SecretKeyHolder {
  apiKeyId: string;
  organizationId: string;
}

/** Whose secret key this is, read from the database on every call (a revoked key is refused at once), or null. */
export async function secretKeyHolder(db: Db, key: string): Promise<SecretKeyHolder | null> {
  const [row] = await db
    .select({ apiKeyId: apiKeys.id, organizationId: apiKeys.organizationId })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, sha256(key)));
  return row ?? null;
}
