import type { FastifyInstance } from 'fastify';
import { mailerOf } from '../../mail/index';
import { issuePasswordToken } from './token-commands';
import { passwordMail, type MailLanguage } from './password-mail-view';
import { PASSWORD_TOKEN_TTL_MS, type PasswordTokenType } from './token-rules';

/** The page of each kind of link (dashboard routes /reset-password/:token and /create-password/:token). */
const LINK_PAGE: Record<PasswordTokenType, string> = {
  RESET_PASSWORD: 'reset-password',
  CREATE_API_USER_PASSWORD: 'create-password',
};

/** Links point at the configured public URL, never at the request's Host header (a forged Host would steal them). */
const publicBase = (app: FastifyInstance) => (app.config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/$/, '');

export interface LinkRecipient {
  id: string;
  email: string;
  name: string;
  language: MailLanguage;
  organizationId: string | null;
}

/** Issues a one-time link for the user and mails it, in the user's language, with a plain-text part. */
export async function sendPasswordLink(app: FastifyInstance, user: LinkRecipient, type: PasswordTokenType) {
  const token = await issuePasswordToken(app.database.db, user.id, type, app.clock.now());
  const link = `${publicBase(app)}/${LINK_PAGE[type]}/${token}`;
  await mailerOf(app).send({
    organizationId: user.organizationId ?? undefined,
    to: user.email,
    ...passwordMail({ type, language: user.language, name: user.name, link, ttlMs: PASSWORD_TOKEN_TTL_MS[type] }),
  });
}
