import { FIELD_MESSAGES } from '../messages';
import { invalid, valid, type Validation } from './result';

/** Names reserved for documentation (RFC 2606 and RFC 6761): a real business never has its site there. */
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost'];

const isExampleHost = (host: string) => {
  const h = host.toLowerCase().replace(/\.$/, '');
  return (
    EXAMPLE_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`)) ||
    RESERVED_TLDS.some((tld) => h === tld || h.endsWith(`.${tld}`))
  );
};

/** Parses an address typed with or without its scheme; `https://` is assumed when none is given. */
function parseUrl(value: string): URL | null {
  const text = value.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** A public host name: at least one dot, labels of letters, digits and dashes. */
const isPublicHostName = (host: string) =>
  /^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i.test(host);

const trimTrailingSlashes = (href: string) => href.replace(/\/+$/, '');

/** A company website: a valid http(s) URL on a real domain, not an example domain (dashboard-core 5). */
export function validateWebsite(value: string): Validation {
  if (!value.trim()) return invalid(FIELD_MESSAGES.missingField);
  const url = parseUrl(value);
  if (!url || !['http:', 'https:'].includes(url.protocol) || !isPublicHostName(url.hostname)) {
    return invalid(FIELD_MESSAGES.invalidWebsite);
  }
  if (isExampleHost(url.hostname)) return invalid(FIELD_MESSAGES.invalidWebsite);
  return valid(trimTrailingSlashes(url.href));
}

/**
 * The widget domain: an https origin (no path, query or fragment), trailing slashes trimmed. The form shows it
 * without `https://`, so the prefix is optional on input (services-and-configuration 5).
 */
export function validateHttpsDomain(value: string): Validation {
  if (!value.trim()) return invalid(FIELD_MESSAGES.missingField);
  const url = parseUrl(value.trim().replace(/\/+$/, ''));
  const ok =
    url &&
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    (isPublicHostName(url.hostname) || url.hostname === 'localhost');
  return ok ? valid(url.origin) : invalid(FIELD_MESSAGES.invalidDomain);
}

/** The merchant's callback URL: any https URL without credentials, trailing slashes trimmed. */
export function validateCallbackUrl(value: string): Validation {
  if (!value.trim()) return invalid(FIELD_MESSAGES.missingField);
  const url = parseUrl(value);
  const ok =
    url &&
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    (isPublicHostName(url.hostname) || url.hostname === 'localhost');
  return ok ? valid(trimTrailingSlashes(url.href)) : invalid(FIELD_MESSAGES.invalidCallbackUrl);
}

/** The terms URL: validated as a URL with `https://` added when missing; empty means "no terms" (null). */
export function validateTermsUrl(value: string | null): Validation<string | null> {
  if (value === null || !value.trim()) return valid(null);
  const url = parseUrl(value);
  return url && url.protocol === 'https:' && isPublicHostName(url.hostname)
    ? valid(url.href)
    : invalid(FIELD_MESSAGES.invalidUrl);
}
