import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeys } from '../../db/schema/index';
import { sha256 } from '../../ids';

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
