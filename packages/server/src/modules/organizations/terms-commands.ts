import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../../db/schema/index';
import { organizationView } from './organization-view';

/**
 * PUT /organizations: the terms URL (the body has already added https:// and turned an empty value into null).
 * The checkout shows it in its footer from the payment link's answer.
 */
export async function updateTerms(app: FastifyInstance, organization: typeof organizations.$inferSelect, tyc: string | null) {
  const [updated] = await app.database.db
    .update(organizations)
    .set({ tyc, updatedAt: app.clock.now() })
    .where(eq(organizations.id, organization.id))
    .returning();
  return organizationView(app.database.db, updated);
}
