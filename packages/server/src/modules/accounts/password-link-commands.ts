import type { FastifyInstance } from 'fastify';
import { mailerOf } from '../../mail/index';
import { issueLinkToken } from './token-commands';
import { passwordMail, type MailLanguage } from './password-mail-view';
import { LINK_TOKEN_TTL_MS, type LinkTokenType, type PasswordTokenType } from './token-rules';

/** The dashboard page of each kind of link: /reset-password/:token, /create-password/:token, /confirm-email/:token. */
const LINK_PAGE: Record<LinkTokenType, string> = {
  RESET_PASSWORD: 'reset-password',
  CREATE_API_USER_PASSWORD: 'create-password',
  CONFIRM_EMAIL: 'confirm-email',
};

/** Links point at the configured public URL, never at the request's Host header (a forged Host would steal them). */
export const publicBase = (app: FastifyInstance) => (app.config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/$/, '');

/** The page a new link of this kind opens, with its token. */
export const linkTo = (app: FastifyInstance, type: LinkTokenType, token: string) => `${publicBase(app)}/${LINK_PAGE[type]}/${token}`;

export interface LinkRecipient {
  id: string;
  email: string;
  name: string;
  language: MailLanguage;
  organizationId: string | null;
}

/**
 * Issues a one-time password link for the user and mails it, in the user's language, with a plain-text part. The
 * link carries the address in its fragment, which never reaches a server: the page it opens prefills sign-in with it
 * once the password is set (decision 1130).
 */
export async function sendPasswordLink(app: FastifyInstance, user: LinkRecipient, type: PasswordTokenType) {
  const token = await issueLinkToken(app.database.db, user.id, type, app.clock.now());
  const link = `${linkTo(app, type, token)}#email=${encodeURIComponent(user.email)}`;
  await mailerOf(app).send({
    organizationId: user.organizationId ?? undefined,
    to: user.email,
    ...passwordMail({ type, language: user.language, name: user.name, link, ttlMs: LINK_TOKEN_TTL_MS[type] }),
  });
}
