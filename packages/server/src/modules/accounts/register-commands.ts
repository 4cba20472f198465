import { eq } from 'drizzle-orm';
import type { RegisterBody } from '@cobro/contracts';
import type { Db } from '../../db/database';
import { organizations, users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { hashPassword } from '../auth/index';
import type { MailLanguage } from './mail-layout';

/**
 * POST /auth/register: the owner and their organization, in one transaction. The e-mail arrives lower-cased and
 * the phone split into prefix and national number (the contract's schema). An e-mail already in use is REG-002, or
 * GOO-002 when that account signs in with Google only; two simultaneous sign-ups of one e-mail get one account.
 * The organization has no company name until the first activation step.
 */
export async function registerOwner(db: Db, body: RegisterBody, language: MailLanguage, now: Date) {
  const [existing] = await db
    .select({ passwordHash: users.passwordHash, googleId: users.googleId })
    .from(users)
    .where(eq(users.email, body.email));
  if (existing) throw new AppError(existing.googleId && !existing.passwordHash ? 'GOO-002' : 'REG-002');
  const passwordHash = await hashPassword(body.password);
  const created = await createOwner(
    db,
    { email: body.email, name: body.name, lastName: body.last_name, prefix: body.prefix, phone: body.phone, passwordHash, language },
    now,
  );
  if (!created) throw new AppError('REG-002');
  return created;
}

/** A new owner (signing in with a password or with Google) and their organization, or null when the e-mail is taken. */
export type NewOwner = Pick<
  typeof users.$inferInsert,
  'email' | 'name' | 'lastName' | 'prefix' | 'phone' | 'passwordHash' | 'googleId' | 'emailVerifiedAt'
> & {
  language: MailLanguage;
};

/** Creates the owner and their organization in one transaction (register, and a first Google sign-in). */
export function createOwner(db: Db, owner: NewOwner, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...owner, role: 'owner', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    const [organization] = await tx
      .insert(organizations)
      .values({ ownerId: user.id, companyName: '', clientProductType: 'payments', createdAt: now, updatedAt: now })
      .returning();
    const [updated] = await tx.update(users).set({ organizationId: organization.id }).where(eq(users.id, user.id)).returning();
    return { user: updated, organization };
  });
}
