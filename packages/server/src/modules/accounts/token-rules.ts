import { createHash, randomBytes } from 'node:crypto';

export type PasswordTokenType = 'RESET_PASSWORD' | 'CREATE_API_USER_PASSWORD';

/** How long a password link works: the one place the lifetimes are set. */
export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenType, number> = {
  RESET_PASSWORD: 60 * 60 * 1000,
  // An API user is invited by the owner and may read the mail later than someone who asked for it.
  CREATE_API_USER_PASSWORD: 72 * 60 * 60 * 1000,
};

/** Reset links a user may have open at once: more requests send nothing, so nobody can flood a mailbox. */
export const MAX_OPEN_RESET_LINKS = 3;

/** A link's token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newPasswordToken = () => randomBytes(32).toString('base64url');

export const hashPasswordToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The kind of link a verify-token call asks about: `token_type` names the create link, none the reset link. */
export const tokenTypeOf = (tokenType: 'CREATE_API_USER_PASSWORD' | undefined): PasswordTokenType =>
  tokenType ?? 'RESET_PASSWORD';

export interface StoredToken {
  type: PasswordTokenType;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A stored token opens its own kind of link once, until it expires. */
export const tokenUsable = (row: StoredToken | undefined, type: PasswordTokenType, now: Date) =>
  row !== undefined && row.type === type && row.usedAt === null && row.expiresAt.getTime() > now.getTime();
