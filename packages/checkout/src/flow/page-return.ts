import { RETURN_PARAMS } from '@cobro/contracts';

// A buyer who pays on a provider's page (Redsys, Inespay) from a checkout embedded in a merchant's page comes back to
// that page with the checkout and the purchase in its query (decision 1134). These read and take them; no React, so
// the <pay-button> script asks without loading the checkout.

/** A provider's page came back: which checkout to resume, and what the provider said (never proof of payment). */
export interface PageReturn {
  linkId: string;
  /** Empty when the checkout had none. */
  sessionId: string;
  purchaseId: string;
  result: 'success' | 'failure';
}

/** The return this page's address carries, or null. */
export function pageReturn(href: string = window.location.href): PageReturn | null {
  const query = new URL(href).searchParams;
  const linkId = query.get(RETURN_PARAMS.link);
  const purchaseId = query.get(RETURN_PARAMS.purchase);
  const result = query.get(RETURN_PARAMS.result);
  if (!linkId || !purchaseId || (result !== 'success' && result !== 'failure')) return null;
  return { linkId, sessionId: query.get(RETURN_PARAMS.session) ?? '', purchaseId, result };
}

/** An address without a return's parameters. */
function withoutReturn(href: string): URL {
  const url = new URL(href);
  for (const name of Object.values(RETURN_PARAMS)) url.searchParams.delete(name);
  return url;
}

/**
 * The return for the checkout `linkId`, taken out of the page's address (its history entry is replaced), so a reload,
 * the back button or a second element never resumes it again; null when the page carries none for it.
 */
export function claimPageReturn(linkId: string): PageReturn | null {
  const back = pageReturn();
  if (back?.linkId !== linkId) return null;
  window.history.replaceState(window.history.state, '', withoutReturn(window.location.href).href);
  return back;
}

/** The `return_url` of an embedded checkout: this page (without its fragment), naming the checkout to resume. */
export function returnUrlFor(linkId: string, sessionId: string | null, href: string = window.location.href): string {
  const url = withoutReturn(href);
  url.hash = '';
  url.searchParams.set(RETURN_PARAMS.link, linkId);
  if (sessionId) url.searchParams.set(RETURN_PARAMS.session, sessionId);
  return url.href;
}
