import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCredential, encryptCredential } from './credential-cipher';

const slot = { organizationId: '7b0c5c3e-0000-4000-8000-000000000001', provider: 'REDSYS', field: 'merchantKey' };
const key = () => randomBytes(32);

describe('credentials at rest (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time and the key id in the stored text', () => {
    const keys = { current: key(), old: [] };
    const a = encryptCredential(keys, slot, 'sq7HjrUOBfKmC576ILgskD5srU870gJ7');
    const b = encryptCredential(keys, slot, 'sq7HjrUOBfKmC576ILgskD5srU870gJ7');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).toBe(b.split('.')[1]);
    expect(decryptCredential(keys, slot, a)).toBe('sq7HjrUOBfKmC576ILgskD5srU870gJ7');
  });

  it('reads values of an old key after rotation and writes with the new one', () => {
    const before = { current: key(), old: [] };
    const stored = encryptCredential(before, slot, 'secret');
    const rotated = { current: key(), old: [before.current] };
    expect(decryptCredential(rotated, slot, stored)).toBe('secret');
    expect(encryptCredential(rotated, slot, 'secret').split('.')[1]).not.toBe(stored.split('.')[1]);
    // Once the old key is dropped its values are unreadable, never mistaken for another key's.
    expect(decryptCredential({ current: rotated.current, old: [] }, slot, stored)).toBeNull();
  });

  it('refuses a tampered value, another slot, a cut tag and plain text', () => {
    const keys = { current: key(), old: [] };
    const stored = encryptCredential(keys, slot, 'secret');
    const [v, id, iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(decryptCredential(keys, slot, [v, id, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(decryptCredential(keys, { ...slot, field: 'apiToken' }, stored)).toBeNull();
    expect(decryptCredential(keys, { ...slot, organizationId: 'another' }, stored)).toBeNull();
    expect(decryptCredential(keys, slot, [v, id, iv, tag.slice(0, 8), body].join('.'))).toBeNull();
    expect(decryptCredential(keys, slot, 'secret')).toBeNull();
  });
});
