export const REDACTED_SECRET = '[REDACTED]';

/**
 * Pages and calls whose next path segment is a one-time link token (password links, the e-mail confirmation): the
 * API calls and the dashboard pages the mailed link opens (served by this server too).
 */
const TOKEN_SEGMENT = /\/(reset-password|create-password|verify-token|confirm-email)\/[^/?#\s"'<>]+/g;

/** A query parameter anywhere in a text: its separator, name and value. */
const QUERY_PARAMETER = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;

/**
 * Parameter names whose value is a credential (decision 0211): `key` (public widget keys too, so one rule covers a
 * secret key pasted in their place), `api_key`, `token`, the OpenID `code`, and any name ending in key, token or
 * secret (`access_token`, `payment_intent_client_secret`).
 */
const isSecretParameter = (name: string) => /^(?:code|password)$|(?:^|_)(?:key|token|secret)$/i.test(name);

const decoded = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** Every password link token and secret query value in a text (a logged URL, a message quoting one) replaced. */
export const redactSecretUrls = (text: string) =>
  text
    .replace(TOKEN_SEGMENT, `/$1/${REDACTED_SECRET}`)
    .replace(QUERY_PARAMETER, (whole, separator: string, name: string) =>
      isSecretParameter(decoded(name)) ? `${separator}${name}=${REDACTED_SECRET}` : whole,
    );
