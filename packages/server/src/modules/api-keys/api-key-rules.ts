import { randomBytes } from 'node:crypto';

export type SecretKeyMode = 'live' | 'test';

/** A secret key reads as one at a glance (and to secret scanners): `sk_live_` or `sk_test_` and 32 random bytes. */
export const SECRET_KEY_PREFIXES = { live: 'sk_live_', test: 'sk_test_' } as const satisfies Record<SecretKeyMode, string>;
const SECRET_KEY_SHAPE = /^sk_(live|test)_[A-Za-z0-9_-]{43}$/;

/** A new secret key: the prefix of its mode and 32 bytes from the system's random source, base64url. */
export const newSecretKey = (mode: SecretKeyMode) => `${SECRET_KEY_PREFIXES[mode]}${randomBytes(32).toString('base64url')}`;

/** How the API screen shows a key: its mode prefix and last four, never enough of it to use. */
export const maskedSecretKey = (mode: SecretKeyMode, key: string) => `${SECRET_KEY_PREFIXES[mode]}••••••••${key.slice(-4)}`;

/** The secret key an `Authorization: Bearer <key>` header carries, or null when it carries none of our shape. */
export function bearerSecretKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer +(\S+) *$/i.exec(value ?? '');
  return match && SECRET_KEY_SHAPE.test(match[1]) ? match[1] : null;
}
