import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { mailerOf } from '../../mail/index';
import { linkTo, publicBase, type LinkRecipient } from './password-link-commands';
import { consumeLinkToken, issueLinkToken, openLinkTokens } from './token-commands';
import { LINK_TOKEN_TTL_MS, MAX_OPEN_LINKS } from './token-rules';
import { confirmationMail, welcomeMail, type ConfirmationLink } from './welcome-mail-view';

/** A new confirmation link for the user: the token is issued, only the mail carries it. */
async function newConfirmation(app: FastifyInstance, userId: string): Promise<ConfirmationLink> {
  const token = await issueLinkToken(app.database.db, userId, 'CONFIRM_EMAIL', app.clock.now());
  return { href: linkTo(app, 'CONFIRM_EMAIL', token), ttlMs: LINK_TOKEN_TTL_MS.CONFIRM_EMAIL };
}

const send = (app: FastifyInstance, user: LinkRecipient, mail: { subject: string; text: string; html: string }) =>
  mailerOf(app).send({ organizationId: user.organizationId ?? undefined, to: user.email, ...mail });

/**
 * The welcome mail of a new account, in the user's language: the link that confirms the address (none when Google
 * has confirmed it at a Google sign-up) and what to do next (decision 1130).
 */
export async function sendWelcomeMail(app: FastifyInstance, userId: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
  const confirmation = user.emailVerifiedAt ? null : await newConfirmation(app, user.id);
  await send(app, user, welcomeMail({ language: user.language, name: user.name, base: publicBase(app), confirmation }));
}

/**
 * POST /auth/resend-confirmation: a new link for a signed-in user whose address is not confirmed yet (409 API-005
 * once it is). Past MAX_OPEN_LINKS open links nothing more is sent, so the profile's button cannot flood a mailbox.
 */
export async function resendConfirmation(app: FastifyInstance, user: LinkRecipient & { emailVerifiedAt: Date | null }) {
  if (user.emailVerifiedAt) throw new AppError('API-005');
  if ((await openLinkTokens(app.database.db, user.id, 'CONFIRM_EMAIL', app.clock.now())) >= MAX_OPEN_LINKS) return;
  const confirmation = await newConfirmation(app, user.id);
  await send(app, user, confirmationMail({ language: user.language, name: user.name, confirmation }));
}

/**
 * POST /auth/confirm-email/{token}: the link confirms the address once, from any browser; its other confirmation
 * links are used up with it. A link that does not open (unknown, expired, used) is 400 EMA-001.
 */
export async function confirmEmail(app: FastifyInstance, token: string) {
  const now = app.clock.now();
  const confirmed = await app.database.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'CONFIRM_EMAIL', now);
    if (!userId) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return true;
  });
  if (!confirmed) throw new AppError('EMA-001');
}
