import type { FastifyInstance } from 'fastify';
import type { ProviderCheck } from '@cobro/contracts';
import { AppError } from '../../../errors/app-error';
import { isValidMerchantKey } from '../../../provider-protocols/index';
import { environmentOf, merchantProviderCredentials } from '../../payment-methods/index';
import { rememberReachability } from './host-reachability';
import { INESPAY_BASES, REDSYS_URLS } from './merchant-credentials';
import type { Fetch } from './redsys-rest';

/** How long the check waits for the provider's host: a merchant is looking at the button. */
const CHECK_TIMEOUT_MS = 8_000;

/** The host's answer, or null when it could not be reached (DNS, refused, timeout). */
async function ask(fetchImpl: Fetch, url: string, headers: Record<string, string> = {}) {
  try {
    return await fetchImpl(url, { method: 'GET', headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  } catch {
    return null;
  }
}

/**
 * POST /payment-providers/{provider}/check (decision 1151): whether the merchant's saved credentials work, against
 * the provider's host of their environment. Redsys's key is checked by signing (as the connect form does); its REST
 * host answering is `reached`. Inespay's API key and token are sent to its API: a 401 or 403 refuses them (PRO-003).
 * Not connected: API-004. Nothing is paid; what it found of the host is remembered for the sandbox's stand-in.
 */
export async function checkProviderConnection(app: FastifyInstance, organizationId: string, provider: 'inespay' | 'redsys', fetchImpl: Fetch = fetch): Promise<ProviderCheck> {
  const own = await merchantProviderCredentials(app, organizationId, provider === 'redsys' ? 'REDSYS' : 'INESPAY');
  if (!own) throw new AppError('API-004');
  const environment = environmentOf(own.settings);
  if (provider === 'redsys') {
    const host = REDSYS_URLS[environment].rest;
    const ok = isValidMerchantKey(own.merchantKey ?? '');
    const reached = (await ask(fetchImpl, host)) !== null;
    rememberReachability(app, host, reached);
    return { ok, reached, environment, code: !ok ? 'PRO-005' : reached ? null : 'PRO-004' };
  }
  const host = INESPAY_BASES[environment];
  const answer = await ask(fetchImpl, `${host}/v22/payins/single`, { 'X-Api-Key': own.apiKey, Authorization: own.apiToken });
  rememberReachability(app, host, answer !== null);
  const ok = answer !== null && answer.status !== 401 && answer.status !== 403;
  return { ok, reached: answer !== null, environment, code: answer === null ? 'PRO-004' : ok ? null : 'PRO-003' };
}
