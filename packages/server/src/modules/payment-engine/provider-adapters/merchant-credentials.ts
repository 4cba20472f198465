import type { FastifyInstance } from 'fastify';
import { PAYMENTS_PREFIX } from '@cobro/contracts';
import { simulatesProviders } from '../../../config';
import { AppError } from '../../../errors/app-error';
import { publicBaseUrl } from '../../../storage/index';
import { environmentOf, merchantProviderCredentials } from '../../payment-methods/index';

/**
 * Redsys's public integration-test merchant (published in Redsys's own documentation). The sandbox signs and
 * verifies with it when a merchant has not connected Redsys, so the whole flow runs with no outside service.
 */
export const SANDBOX_REDSYS = { merchantCode: '999008881', terminal: '1', merchantKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' } as const;
/** The sandbox's own Inespay API key, for merchants without Inespay credentials. */
export const SANDBOX_INESPAY_API_KEY = 'sandbox-inespay-api-key';

const REDSYS_URLS = {
  test: { payment: 'https://sis-t.redsys.es:25443/sis/realizarPago', rest: 'https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST' },
  live: { payment: 'https://sis.redsys.es/sis/realizarPago', rest: 'https://sis.redsys.es/sis/rest/trataPeticionREST' },
} as const;
const INESPAY_BASES = { test: 'https://apiflow.inespay.com/san', live: 'https://apiflow.inespay.com/pro' } as const;

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
 * A merchant's Redsys terminal: the connect form's api_key is the merchant code (FUC), api_token the terminal
 * and token the SHA-256 merchant key (decision 0804), stored encrypted. Without one, the sandbox's simulated Redsys
 * page (outside production only).
 */
export async function redsysCredentials(app: FastifyInstance, organizationId: string): Promise<RedsysCredentials> {
  const own = await merchantProviderCredentials(app, organizationId, 'REDSYS');
  if (!own?.merchantKey) {
    noCredentials(app);
    return { sandbox: true, ...SANDBOX_REDSYS, paymentUrl: `${publicBaseUrl(app)}${PAYMENTS_PREFIX}/sandbox/redsys`, restUrl: null };
  }
  const urls = REDSYS_URLS[environmentOf(own.settings)];
  return { sandbox: false, merchantCode: own.apiKey, terminal: own.apiToken, merchantKey: own.merchantKey, paymentUrl: urls.payment, restUrl: urls.rest };
}

/** A merchant's Inespay account (api_key, api_token); without one, the sandbox's simulated bank page. */
export async function inespayCredentials(app: FastifyInstance, organizationId: string): Promise<InespayCredentials> {
  const own = await merchantProviderCredentials(app, organizationId, 'INESPAY');
  if (!own) {
    noCredentials(app);
    return { sandbox: true, apiKey: SANDBOX_INESPAY_API_KEY, apiToken: null, apiBase: null };
  }
  return { sandbox: false, apiKey: own.apiKey, apiToken: own.apiToken, apiBase: INESPAY_BASES[environmentOf(own.settings)] };
}
