import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES, type PaymentProviderRecord, type ProviderActivateBody, type ProviderName } from '@cobro/contracts';
import { paymentProviders } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { providerRow, saveProviderCredentials, type ProviderRow, type StoredProvider } from './credential-commands';
import { redsysCredentialsSign } from './redsys-credential-rules';

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
  };
}

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
 * Redsys credentials must sign (PRO-005, the message on the merchant key and every field marked); the form's
 * other problems are PRO-003 (the route's input error).
 */
export async function activateProvider(app: FastifyInstance, organizationId: string, body: ProviderActivateBody) {
  if (body.provider === 'inespay') {
    const row = await saveProviderCredentials(app, organizationId, 'INESPAY', { publicApiKey: body.api_key, apiToken: body.api_token });
    return providerRecord(row);
  }
  const fields = { merchantCode: body.api_key, terminal: body.api_token, merchantKey: body.token ?? '' };
  if (!redsysCredentialsSign(fields)) {
    const problem = FIELD_MESSAGES.invalidCredentials;
    throw new AppError('PRO-005', { fields: { token: problem, api_key: problem, api_token: problem } });
  }
  const row = await saveProviderCredentials(app, organizationId, 'REDSYS', {
    publicApiKey: fields.merchantCode,
    apiToken: fields.terminal,
    merchantKey: fields.merchantKey,
  });
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
