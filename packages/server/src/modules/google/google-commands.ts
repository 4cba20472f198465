import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { createOwner, type MailLanguage } from '../accounts/index';
import { reserveAttempt } from '../auth/index';
import type { GoogleProfile } from './google-client';

const userOfGoogle = async (db: Db, sub: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.googleId, sub)))[0];

/**
 * The account a Google sign-in opens: the one linked to this Google subject, or a new owner and organization
 * signed up the way register does (no password, no phone yet), within sign-up's limits for the browser's address
 * (API-007 past them, decision 0210). An e-mail that already belongs to another account (a password account) is
 * GOO-002: it is never linked silently, so a Google account cannot take a merchant over.
 */
export async function googleAccount(db: Db, profile: GoogleProfile, language: MailLanguage, address: string, now: Date) {
  const linked = await userOfGoogle(db, profile.sub);
  if (linked) return { userId: linked.id, created: false };
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, profile.email));
  if (taken) throw new AppError('GOO-002');
  if (!('id' in (await reserveAttempt(db, 'sign-up', profile.email, address, now)))) throw new AppError('API-007');
  const created = await createOwner(
    db,
    {
      email: profile.email,
      name: profile.givenName || profile.email.split('@')[0],
      lastName: profile.familyName,
      prefix: null,
      phone: null,
      passwordHash: null,
      googleId: profile.sub,
      // Google answers verified addresses only (google-client.ts): nothing left to confirm.
      emailVerifiedAt: now,
      language,
    },
    now,
  );
  if (created) return { userId: created.user.id, created: true };
  // Lost a race: the same Google sign-in finished twice at once (then sign in), or the e-mail was just registered.
  const raced = await userOfGoogle(db, profile.sub);
  if (raced) return { userId: raced.id, created: false };
  throw new AppError('GOO-002');
}
