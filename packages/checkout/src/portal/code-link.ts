import { PORTAL_PAGE_PATH_MAX, PORTAL_PAGE_PATH_PATTERN } from '@cobro/contracts';

/** What the code e-mail's link carries in its fragment: `/portal/{org id}#email=…&code=…` (decision 1152). */
export interface CodeLink {
  email: string;
  code: string;
}

/** The e-mail and code of a fragment, or null when it does not carry both. */
export function parseCodeLink(hash: string): CodeLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email')?.trim();
  const code = params.get('code')?.trim();
  return email && code ? { email, code } : null;
}

/**
 * Takes the code link out of the address bar (history.replaceState), so the code is neither bookmarked, shared nor
 * left in the history once spent; the page stays where it is.
 */
export function claimCodeLink(location: Location, history: History): CodeLink | null {
  const link = parseCodeLink(location.hash);
  if (link) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return link;
}

/** The organization of the hosted page's address, `/portal/{organization id}`, or null elsewhere. */
export function organizationOfPath(pathname: string): string | null {
  const match = /^\/portal\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Whether the portal sits on a merchant's page: another origin than the API's (decision 1160). */
export const isEmbedded = (apiUrl: string, location: Location) => new URL(apiUrl, location.href).origin !== location.origin;

/**
 * The page the code e-mail's link should lead back to on a merchant's site: this page's path and query, else its
 * path alone, else nothing (the hosted page) when the server would not take it.
 */
export function pagePathOf(location: Location): string | undefined {
  const path = location.pathname.replace(/^\/+/, '/');
  const valid = (candidate: string) => candidate.length <= PORTAL_PAGE_PATH_MAX && PORTAL_PAGE_PATH_PATTERN.test(candidate);
  return [`${path}${location.search}`, path].find(valid);
}
