import { signRequest, verifyNotification } from '../../../provider-protocols/index';
import { readParameter } from '../../../provider-protocols/redsys/parameters';
import type { RedsysCredentials } from './merchant-credentials';

export type Fetch = typeof fetch;

export type RedsysRestAnswer = { ok: true; response: string; parameters: Record<string, string> } | { ok: false; error: string };

/**
 * One call to Redsys's REST entry point (refunds, merchant-initiated renewals): the same signed envelope as the
 * redirection, and an answer that is itself signed and verified before anything in it is believed.
 */
export async function callRedsysRest(
  fetchImpl: Fetch,
  credentials: RedsysCredentials,
  parameters: { DS_MERCHANT_ORDER: string } & Record<string, string>,
): Promise<RedsysRestAnswer> {
  if (!credentials.restUrl) return { ok: false, error: 'redsys_not_configured' };
  let body: Record<string, unknown>;
  try {
    const response = await fetchImpl(credentials.restUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signRequest(parameters, credentials.merchantKey)),
      signal: AbortSignal.timeout(20_000),
    });
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    return { ok: false, error: 'provider_unreachable' };
  }
  if (typeof body.errorCode === 'string') return { ok: false, error: `redsys_${body.errorCode}` };
  const verified = verifyNotification(body, credentials.merchantKey);
  if (!verified.ok) return { ok: false, error: `redsys_${verified.reason}` };
  return { ok: true, response: readParameter(verified.parameters, 'Ds_Response')?.trim() ?? '', parameters: verified.parameters };
}
