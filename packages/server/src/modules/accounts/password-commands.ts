import { and, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FIELD_MESSAGES } from '@cobro/contracts';
import { sessions, users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { disconnectSession } from '../../realtime/session-sockets';
import { hashPassword, reserveOrRefuse, settleLoginAttempt, verifyPassword, type SessionContext } from '../auth/index';
import { consumeLinkToken, linkTokenUsable, useUpLinks } from './token-commands';
import type { PasswordTokenType } from './token-rules';

/**
 * POST /auth/reset-password/{token} and /auth/create-password/{token}: sets the password through a link, once.
 * The link is checked before the (slow) hash and used up in the transaction that stores the password; every
 * session of the user ends (their sockets too), and so does the browser's own, whoever it belonged to: the user
 * signs in again with the new password. A link that does not open is 400 FOP-004.
 */
export async function setPasswordByLink(
  app: FastifyInstance,
  link: { token: string; type: PasswordTokenType; password: string; browserSessionHash: string | null },
) {
  const { db } = app.database;
  const now = app.clock.now();
  if (!(await linkTokenUsable(db, link.token, link.type, now))) throw new AppError('FOP-004');
  const passwordHash = await hashPassword(link.password);
  const ended = await db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, link.token, link.type, now);
    if (!userId) return null;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    const mine = eq(sessions.userId, userId);
    return tx
      .delete(sessions)
      .where(link.browserSessionHash ? or(mine, eq(sessions.idHash, link.browserSessionHash)) : mine)
      .returning({ idHash: sessions.idHash });
  });
  if (!ended) throw new AppError('FOP-004');
  for (const { idHash } of ended) disconnectSession(app.io, idHash);
}

/**
 * PUT /auth/password (decision 1130): the signed-in user's new password, given the current one. The check counts
 * against the account's sign-in limit like a sign-in (a stolen session cannot guess the password at will; 429
 * API-007 past it), and a wrong one is 400 LOG-003 on `current_password`, not 401, which would read as a lost
 * session. As a reset does, the user's open password links are used up and every other session of the user ends,
 * sockets too; this one stays.
 */
export async function changePassword(
  app: FastifyInstance,
  reply: FastifyReply,
  change: { session: SessionContext; address: string; current: string; password: string },
) {
  const { db } = app.database;
  const { user, idHash } = change.session;
  const now = app.clock.now();
  const attempt = await reserveOrRefuse(db, reply, 'login', user.email, change.address, now);
  // An account that signs in with Google only has no password to give.
  const ok = user.passwordHash !== null && (await verifyPassword(user.passwordHash, change.current));
  await settleLoginAttempt(db, { id: attempt, email: user.email, outcome: ok ? 'success' : 'failure' });
  if (!ok) throw new AppError('LOG-003', { status: 400, fields: { current_password: FIELD_MESSAGES.wrongPassword } });
  const passwordHash = await hashPassword(change.password);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await useUpLinks(tx, user.id, 'RESET_PASSWORD', now);
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, idHash)))
      .returning({ idHash: sessions.idHash });
  });
  for (const other of ended) disconnectSession(app.io, other.idHash);
}
