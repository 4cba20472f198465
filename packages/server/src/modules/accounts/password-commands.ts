import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { disconnectSession } from '../../realtime/session-sockets';
import { hashPassword } from '../auth/index';
import { consumePasswordToken, passwordTokenUsable } from './token-commands';
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
  if (!(await passwordTokenUsable(db, link.token, link.type, now))) throw new AppError('FOP-004');
  const passwordHash = await hashPassword(link.password);
  const ended = await db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, link.token, link.type, now);
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
