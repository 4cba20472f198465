import type { FastifyInstance } from 'fastify';
import { simulatesProviders } from '../../config';
import type { PaymentOptionName } from '@cobro/contracts';
import { decryptedCredentials, providerRow, providerRows, type ProviderRow } from './credential-commands';
import { OPTION_NAMES, PAYMENT_OPTIONS } from './payment-option-view';

type MerchantProvider = 'INESPAY' | 'REDSYS';

/** A merchant's own provider account, decrypted: what the payment engine signs and calls with. */
export interface MerchantProviderCredentials {
  /** Inespay's API key; Redsys's merchant code. */
  apiKey: string;
  /** Inespay's API token; Redsys's terminal. */
  apiToken: string;
  /** Redsys's merchant key; null for Inespay. */
  merchantKey: string | null;
  settings: Record<string, unknown>;
}

function complete(app: FastifyInstance, row: ProviderRow | null): MerchantProviderCredentials | null {
  if (!row || row.status !== 'active') return null;
  const plain = decryptedCredentials(app, row);
  if (!plain.publicApiKey || !plain.apiToken || (row.provider === 'REDSYS' && !plain.merchantKey)) return null;
  return { apiKey: plain.publicApiKey, apiToken: plain.apiToken, merchantKey: plain.merchantKey ?? null, settings: row.settings };
}

/** The merchant's active Inespay or Redsys account with every credential it needs, else null. */
export async function merchantProviderCredentials(app: FastifyInstance, organizationId: string, provider: MerchantProvider) {
  return complete(app, await providerRow(app, organizationId, provider));
}

/**
 * The options a buyer is offered now: the selected ones whose provider is active. The card provider is the
 * platform's own, active for any merchant that can charge (the checkout sells only then). Inespay and Redsys
 * need the merchant's connection; in production also its real credentials (outside production, or in a production
 * demo with SANDBOX_PROVIDER_PAGES=1, the sandbox simulates a connection without them; decision 0270).
 */
export async function offeredOptions(
  app: FastifyInstance,
  organization: { id: string; selectedPaymentOptions: readonly string[] },
): Promise<PaymentOptionName[]> {
  const rows = await providerRows(app, organization.id);
  const active = (provider: string) => {
    const row = rows.find((r) => r.provider === provider.toUpperCase()) ?? null;
    if (!row || row.status !== 'active') return false;
    return simulatesProviders(app.config) || complete(app, row) !== null;
  };
  return OPTION_NAMES.filter((name) => {
    if (!organization.selectedPaymentOptions.includes(name)) return false;
    const provider = PAYMENT_OPTIONS[name].provider;
    return provider === 'stripe' || active(provider);
  });
}
