import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prepared } from '../../db/prepared';
import { paymentProviders } from '../../db/schema/index';
import { credentialKeysOf, decryptCredential, encryptCredential } from './credential-cipher';

export type StoredProvider = 'STRIPE' | 'INESPAY' | 'REDSYS';
export type ProviderRow = typeof paymentProviders.$inferSelect;

/** The credential columns; each one is stored encrypted (credential-cipher.ts), never as typed. */
export const CREDENTIAL_COLUMNS = ['publicApiKey', 'secretApiKey', 'apiToken', 'merchantKey'] as const;
type CredentialColumn = (typeof CREDENTIAL_COLUMNS)[number];
export type ProviderCredentials = Partial<Record<CredentialColumn, string>>;

export async function providerRow(app: FastifyInstance, organizationId: string, provider: StoredProvider): Promise<ProviderRow | null> {
  const [row] = await app.database.db
    .select()
    .from(paymentProviders)
    .where(and(eq(paymentProviders.organizationId, organizationId), eq(paymentProviders.provider, provider)));
  return row ?? null;
}

export async function providerRows(app: FastifyInstance, organizationId: string): Promise<ProviderRow[]> {
  const db = app.database.db;
  // Prepared: every create-purchase and payment-data reads it (decision 1173).
  return prepared(db, 'provider_rows', () =>
    db.select().from(paymentProviders).where(eq(paymentProviders.organizationId, sql.placeholder('organizationId'))),
  ).execute({ organizationId });
}

/**
 * Saves a provider's credentials, encrypted, and marks it active (a request for access stays recorded); `settings`
 * replaces the connection's settings (its environment, decision 1151).
 */
export async function saveProviderCredentials(
  app: FastifyInstance,
  organizationId: string,
  provider: StoredProvider,
  credentials: ProviderCredentials,
  settings: Record<string, unknown> = {},
) {
  const keys = credentialKeysOf(app);
  const encrypted = Object.fromEntries(
    CREDENTIAL_COLUMNS.map((field) => {
      const plain = credentials[field];
      return [field, plain === undefined ? null : encryptCredential(keys, { organizationId, provider, field }, plain)];
    }),
  ) as Record<CredentialColumn, string | null>;
  const now = app.clock.now();
  const [row] = await app.database.db
    .insert(paymentProviders)
    .values({ organizationId, provider, status: 'active', ...encrypted, settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [paymentProviders.organizationId, paymentProviders.provider], set: { status: 'active', ...encrypted, settings, updatedAt: now } })
    .returning();
  return row;
}

/** A row's credentials decrypted; a value no configured key decrypts for this row is left out (never trusted). */
export function decryptedCredentials(app: FastifyInstance, row: ProviderRow): ProviderCredentials {
  const keys = credentialKeysOf(app);
  const plain: ProviderCredentials = {};
  for (const field of CREDENTIAL_COLUMNS) {
    const stored = row[field];
    const value = stored === null ? null : decryptCredential(keys, { organizationId: row.organizationId, provider: row.provider, field }, stored);
    if (value !== null) plain[field] = value;
  }
  return plain;
}
