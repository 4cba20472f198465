import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES, type PaymentProviderRecord, type ProviderActivateBody, type ProviderEnvironment, type ProviderName } from '@cobro/contracts';
import { paymentProviders } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { providerRow, saveProviderCredentials, type ProviderRow, type StoredProvider } from './credential-commands';
import { isValidMerchantKey } from '../../provider-protocols/index';

/** What a saved credential looks like once it has left the form: set or not, never its value (decision 0270). */
export const CREDENTIAL_MASK = '••••••••';

const stored = (provider: ProviderName) => provider.toUpperCase() as StoredProvider;
const mask = (value: string | null) => (value === null ? null : CREDENTIAL_MASK);

export function providerRecord(row: ProviderRow): PaymentProviderRecord {
  return {
    provider: row.provider.toLowerCase() as ProviderName,
    status: row.status,
    secret_api_key: mask(row.secretApiKey),
    public_api_key: mask(row.publicApiKey),
    api_token: mask(row.apiToken),
    // Null without credentials: access only requested, or (outside production) a connection the sandbox simulates.
    environment: row.status === 'active' && row.publicApiKey !== null ? environmentOf(row.settings) : null,
  };
}

/** The provider's host a connection talks to (decision 1151): its test host unless the merchant chose live. */
export const environmentOf = (settings: Record<string, unknown>): ProviderEnvironment => (settings.environment === 'live' ? 'live' : 'test');

/** GET /payment-providers?provider=: null when never connected nor requested; a failure to read is PRO-001. */
export async function paymentProviderOf(app: FastifyInstance, organizationId: string, provider: ProviderName) {
  try {
    const row = await providerRow(app, organizationId, stored(provider));
    return row ? providerRecord(row) : null;
  } catch (error) {
    app.log.error({ err: error }, 'payment provider could not be read');
    throw new AppError('PRO-001');
  }
}

/**
 * POST /payment-providers/activate: the merchant's own Inespay or Redsys account, stored encrypted and active.
 * The contract checks every value's shape (PRO-003 on the field that is wrong, the route's input error); a Redsys
 * secret key that cannot sign is PRO-005 on the key field alone (decision 1150).
 */
export async function activateProvider(app: FastifyInstance, organizationId: string, body: ProviderActivateBody) {
  const settings = { environment: body.environment };
  if (body.provider === 'inespay') {
    const row = await saveProviderCredentials(app, organizationId, 'INESPAY', { publicApiKey: body.api_key, apiToken: body.api_token }, settings);
    return providerRecord(row);
  }
  const merchantKey = body.token ?? '';
  if (!isValidMerchantKey(merchantKey)) throw new AppError('PRO-005', { fields: { token: FIELD_MESSAGES.secretKeyDoesNotSign } });
  // api_key is the merchant code (FUC), api_token the terminal, token the secret key (decision 0804).
  const row = await saveProviderCredentials(app, organizationId, 'REDSYS', { publicApiKey: body.api_key, apiToken: body.api_token, merchantKey }, settings);
  return providerRecord(row);
}

/**
 * POST /payment-providers/request-access: records the merchant's request for Inespay or Redsys (pending until it
 * connects its account). The card provider is not requested (PRO-002); an active provider answers as it is.
 */
export async function requestProviderAccess(app: FastifyInstance, organizationId: string, provider: ProviderName) {
  if (provider === 'stripe') throw new AppError('PRO-002', { fields: { provider: FIELD_MESSAGES.invalidProvider } });
  const now = app.clock.now();
  const [row] = await app.database.db
    .insert(paymentProviders)
    .values({ organizationId, provider: stored(provider), status: 'pending', requested: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [paymentProviders.organizationId, paymentProviders.provider], set: { requested: true, updatedAt: now } })
    .returning();
  return providerRecord(row);
}

/**
 * DELETE /payment-providers/{provider} (decision 1151): the merchant's credentials are forgotten, so the provider's
 * methods go back to the sandbox (outside production) or are no longer offered. A request for access stays recorded,
 * pending; charges already made keep their provider.
 */
export async function disconnectProvider(app: FastifyInstance, organizationId: string, provider: 'inespay' | 'redsys') {
  const row = await providerRow(app, organizationId, stored(provider));
  if (!row) return;
  const mine = and(eq(paymentProviders.organizationId, organizationId), eq(paymentProviders.provider, row.provider));
  if (!row.requested) {
    await app.database.db.delete(paymentProviders).where(mine);
    return;
  }
  const cleared = { publicApiKey: null, secretApiKey: null, apiToken: null, merchantKey: null, settings: {} };
  await app.database.db.update(paymentProviders).set({ status: 'pending', ...cleared, updatedAt: app.clock.now() }).where(mine);
}
