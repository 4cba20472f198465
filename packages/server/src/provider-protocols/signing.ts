import { timingSafeEqual } from 'node:crypto';

const URL_SAFE_OR_STANDARD = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Decodes standard or URL-safe base64 (padded or not) into bytes, or null when the text is not base64 at all.
 * Buffer.from(text, 'base64') alone silently skips bad characters, which would let a mangled signature decode.
 */
export function decodeBase64(text: string): Buffer | null {
  if (!URL_SAFE_OR_STANDARD.test(text)) return null;
  const standard = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (standard.length % 4 === 1) return null;
  return Buffer.from(standard, 'base64');
}

/**
 * Form decoding turns a literal '+' into a space. Base64 never contains spaces, so a space can only be a '+'
 * that the sender forgot to percent-encode; signatures must be checked over the characters that were signed.
 */
export const restorePlusSigns = (text: string) => text.replace(/ /g, '+');

/** Constant-time equality of two byte strings; a length difference returns early (lengths are not secret). */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Constant-time equality of two texts (hex or base64 signatures compared as sent). */
export const equalText = (a: string, b: string) => equalBytes(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
