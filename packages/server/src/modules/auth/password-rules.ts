import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); the library's default algorithm is argon2id. */
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, PARAMS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash must read as a wrong password, not a 500 that tells the account exists.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs a full verification for an unknown e-mail, so the answer takes as long as for a known one with a wrong
 * password (status, code and timing all match).
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('Dummy-password-for-timing-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
