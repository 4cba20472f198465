import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CredentialKeys } from '../../config';

/**
 * Merchants' provider credentials at rest: AES-256-GCM, a fresh 12-byte IV each time, the key's id stored with
 * the ciphertext so keys can be rotated (the current key encrypts, every configured key decrypts), and the
 * row's organization, provider and column as associated data, so a ciphertext copied to another row does not
 * decrypt (decision 0270). Stored text: `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts.
 */

const VERSION = 'v1';
/** Outside production without CREDENTIALS_KEY only: a fixed, public key, so the sandbox runs with no setup. */
const DEVELOPMENT_KEY = createHash('sha256').update('cobro development credentials key (never production)').digest();

/** Where a value belongs: decrypting it anywhere else fails. */
export interface CredentialSlot {
  organizationId: string;
  provider: string;
  field: string;
}

const keyId = (key: Buffer) => createHash('sha256').update('cobro credentials key id').update(key).digest('base64url').slice(0, 8);
const associatedData = (slot: CredentialSlot) => Buffer.from(`${slot.organizationId}/${slot.provider}/${slot.field}`, 'utf8');

export function credentialKeysOf(app: FastifyInstance): CredentialKeys {
  return app.config.credentialKeys ?? { current: DEVELOPMENT_KEY, old: [] };
}

export function encryptCredential(keys: CredentialKeys, slot: CredentialSlot, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv, { authTagLength: 16 });
  cipher.setAAD(associatedData(slot));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, keyId(keys.current), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain value, or null when it was not encrypted by a configured key for this slot (never trusted then). */
export function decryptCredential(keys: CredentialKeys, slot: CredentialSlot, stored: string): string | null {
  const [version, id, iv, tag, body, ...rest] = stored.split('.');
  if (version !== VERSION || rest.length > 0 || body === undefined) return null;
  const key = [keys.current, ...keys.old].find((candidate) => keyId(candidate) === id);
  if (!key) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAAD(associatedData(slot));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
