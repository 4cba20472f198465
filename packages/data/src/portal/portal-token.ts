import { toApiError } from '@cobro/client';
import type { Endpoint } from '@cobro/contracts';

/**
 * The buyer portal's bearer token, once `<customer-portal>` signed in from a merchant's page (decision 1160): held in
 * this module's memory only, never in storage, so it ends with the page. Null on the API's own origin, where the
 * session is the `cobro_portal` cookie.
 */
let token: string | null = null;

export const holdPortalToken = (next: string | null) => {
  token = next;
};

/** Whether the portal holds a bearer token, i.e. it signed in from a merchant's page. */
export const holdsPortalToken = () => token !== null;

/** The API client's header source: the token on the portal's session calls, nothing on any other call. */
export const portalHeaders = (endpoint: Endpoint) =>
  token !== null && endpoint.access === 'portal' ? { authorization: `Bearer ${token}` } : undefined;

/** A receipt PDF fetched with the token, for a page where a plain link would carry no session. */
export async function portalReceiptBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'omit' });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}
