import { createHash, randomBytes } from 'node:crypto';

/** The links that set a password. */
export type PasswordTokenType = 'RESET_PASSWORD' | 'CREATE_API_USER_PASSWORD';
/** Every kind of one-time link: the password links and the e-mail confirmation of the welcome mail (decision 1130). */
export type LinkTokenType = PasswordTokenType | 'CONFIRM_EMAIL';

const HOUR = 60 * 60 * 1000;

/** How long a link works: the one place the lifetimes are set. */
export const LINK_TOKEN_TTL_MS: Record<LinkTokenType, number> = {
  RESET_PASSWORD: HOUR,
  // An API user is invited by the owner and may read the mail later than someone who asked for it.
  CREATE_API_USER_PASSWORD: 72 * HOUR,
  // The welcome mail may wait in a mailbox for days; a new link is a click away in the profile.
  CONFIRM_EMAIL: 7 * 24 * HOUR,
};

/** Links of one kind a user may have open at once: more requests send nothing, so nobody can flood a mailbox. */
export const MAX_OPEN_LINKS = 3;

/**
 * Kinds of link that use each other up: setting a password through one link closes every open password link, and
 * confirming the address closes the other confirmation links, but neither closes the other family.
 */
export const linkFamily = (type: LinkTokenType): LinkTokenType[] =>
  type === 'CONFIRM_EMAIL' ? ['CONFIRM_EMAIL'] : ['RESET_PASSWORD', 'CREATE_API_USER_PASSWORD'];

/** A link's token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The kind of link a verify-token call asks about: `token_type` names the create link, none the reset link. */
export const tokenTypeOf = (tokenType: 'CREATE_API_USER_PASSWORD' | undefined): PasswordTokenType =>
  tokenType ?? 'RESET_PASSWORD';

export interface StoredToken {
  type: LinkTokenType;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A stored token opens its own kind of link once, until it expires. */
export const tokenUsable = (row: StoredToken | undefined, type: LinkTokenType, now: Date) =>
  row !== undefined && row.type === type && row.usedAt === null && row.expiresAt.getTime() > now.getTime();
