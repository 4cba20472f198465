import type { FastifyInstance } from 'fastify';
import { PAYMENTS_PREFIX } from '@cobro/contracts';
import { simulatesProviders } from '../../../config';
import { AppError } from '../../../errors/app-error';
import { publicBaseUrl } from '../../../storage/index';
import { hostAnswers } from './host-reachability';
import { environmentOf, merchantProviderCredentials, type MerchantProviderCredentials } from '../../payment-methods/index';

/**
 * Redsys's public integration-test merchant (published in Redsys's own documentation). The sandbox signs and
 * verifies with it when a merchant has not connected Redsys, so the whole flow runs with no outside service.
 */
export const SANDBOX_REDSYS = { merchantCode: '999008881', terminal: '1', merchantKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' } as const;
/** The sandbox's own Inespay API key, for merchants without Inespay credentials. */
export const SANDBOX_INESPAY_API_KEY = 'sandbox-inespay-api-key';
/** The prefix of the payin ids the sandbox gives its simulated Inespay attempts. */
export const SANDBOX_INESPAY_PAYIN_PREFIX = 'ines_sb';

/** The providers' own hosts per environment (decision 1151). */
export const REDSYS_URLS = {
  test: { payment: 'https://sis-t.redsys.es:25443/sis/realizarPago', rest: 'https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST' },
  live: { payment: 'https://sis.redsys.es/sis/realizarPago', rest: 'https://sis.redsys.es/sis/rest/trataPeticionREST' },
} as const;
export const INESPAY_BASES = { test: 'https://apiflow.inespay.com/san', live: 'https://apiflow.inespay.com/pro' } as const;

export interface RedsysCredentials {
  sandbox: boolean;
  merchantCode: string;
  terminal: string;
  merchantKey: string;
  paymentUrl: string;
  restUrl: string | null;
}

export interface InespayCredentials {
  sandbox: boolean;
  apiKey: string;
  apiToken: string | null;
  /** Base of the payment initiation API; null in the sandbox. */
  apiBase: string | null;
}


/**
 * Outside production a merchant without its own account is served by the sandbox's simulation; in production
 * nothing is simulated: the checkout does not offer the method, and a payment that reaches here anyway is PE-004.
 */
function noCredentials(app: FastifyInstance) {
  if (!simulatesProviders(app.config)) throw new AppError('PE-004');
}

/**
 * Test credentials whose provider this server cannot reach (a machine without internet) are served by the sandbox,
 * outside production only (decision 1151); live credentials never are.
 */
async function sandboxStandsIn(app: FastifyInstance, settings: Record<string, unknown>, host: string) {
  return environmentOf(settings) === 'test' && simulatesProviders(app.config) && !(await hostAnswers(app, host));
}

const sandboxRedsys = (app: FastifyInstance): RedsysCredentials => ({
  sandbox: true,
  ...SANDBOX_REDSYS,
  paymentUrl: `${publicBaseUrl(app)}${PAYMENTS_PREFIX}/sandbox/redsys`,
  restUrl: null,
});

/**
 * A merchant's Redsys terminal: the connect form's api_key is the merchant code (FUC), api_token the terminal
 * and token the SHA-256 merchant key (decision 0804), stored encrypted. Without one, or with test credentials
 * whose host cannot be reached, the sandbox's simulated Redsys page (outside production only).
 */
export async function redsysCredentials(app: FastifyInstance, organizationId: string): Promise<RedsysCredentials> {
  const own = await merchantProviderCredentials(app, organizationId, 'REDSYS');
  if (!own?.merchantKey) {
    noCredentials(app);
    return sandboxRedsys(app);
  }
  if (await sandboxStandsIn(app, own.settings, REDSYS_URLS[environmentOf(own.settings)].rest)) return sandboxRedsys(app);
  return merchantRedsys(own, own.merchantKey);
}

function merchantRedsys(own: MerchantProviderCredentials, merchantKey: string): RedsysCredentials {
  const urls = REDSYS_URLS[environmentOf(own.settings)];
  return { sandbox: false, merchantCode: own.apiKey, terminal: own.apiToken, merchantKey, paymentUrl: urls.payment, restUrl: urls.rest };
}

const SANDBOX_INESPAY: InespayCredentials = { sandbox: true, apiKey: SANDBOX_INESPAY_API_KEY, apiToken: null, apiBase: null };

/**
 * A merchant's Inespay account (api_key, api_token); without one, or with test credentials whose API cannot be
 * reached, the sandbox's simulated bank page (outside production only).
 */
export async function inespayCredentials(app: FastifyInstance, organizationId: string): Promise<InespayCredentials> {
  const own = await merchantProviderCredentials(app, organizationId, 'INESPAY');
  if (!own) {
    noCredentials(app);
    return SANDBOX_INESPAY;
  }
  if (await sandboxStandsIn(app, own.settings, INESPAY_BASES[environmentOf(own.settings)])) return SANDBOX_INESPAY;
  return merchantInespay(own);
}

const merchantInespay = (own: MerchantProviderCredentials): InespayCredentials => ({
  sandbox: false,
  apiKey: own.apiKey,
  apiToken: own.apiToken,
  apiBase: INESPAY_BASES[environmentOf(own.settings)],
});

/**
 * The credentials a Redsys order was signed with, to verify its notification and refund it: the sandbox's for an
 * order the sandbox served (its public test merchant, outside production), else the merchant's own, never the
 * sandbox standing in for them: an order paid at Redsys is answered and refunded at Redsys even when its host
 * cannot be reached now (the refund then fails and can be tried again). The sandbox may have stood in for test
 * credentials when the order was made (decision 1151), so what is connected now does not say which it was. Null
 * when the merchant has disconnected Redsys since. An order with no record of its terminal (`merchantCode` null: the
 * demo's seeded charges) goes by what is connected now.
 */
export async function redsysCredentialsOfOrder(app: FastifyInstance, organizationId: string, merchantCode: string | null) {
  if (merchantCode === null) return redsysCredentials(app, organizationId);
  if (merchantCode === SANDBOX_REDSYS.merchantCode && simulatesProviders(app.config)) return sandboxRedsys(app);
  const own = await merchantProviderCredentials(app, organizationId, 'REDSYS');
  return own?.merchantKey ? merchantRedsys(own, own.merchantKey) : null;
}

/** Whether an Inespay attempt is one the sandbox simulated (outside production only). */
export const isSandboxInespayAttempt = (app: FastifyInstance, providerPaymentId: string | null) =>
  simulatesProviders(app.config) && (providerPaymentId?.startsWith(`${SANDBOX_INESPAY_PAYIN_PREFIX}_`) ?? false);

/**
 * The credentials an Inespay attempt's callback is verified with: the sandbox's for a simulated one, else the
 * merchant's own, never the sandbox standing in for them (as for a Redsys order); null once disconnected.
 */
export async function inespayCredentialsOfAttempt(app: FastifyInstance, organizationId: string, providerPaymentId: string | null) {
  if (isSandboxInespayAttempt(app, providerPaymentId)) return SANDBOX_INESPAY;
  const own = await merchantProviderCredentials(app, organizationId, 'INESPAY');
  return own ? merchantInespay(own) : null;
}
