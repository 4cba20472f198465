import { randomBytes } from 'node:crypto';
import { eq, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  WIDGET_LATEST_VERSION,
  WIDGET_LIVE_KEY_PREFIX,
  WIDGET_TEST_KEY_PREFIX,
  type WidgetConfiguration,
} from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { widgetConfigurations } from '../../db/schema/index';
import { isSandbox } from './widget-origin-rules';

type WidgetRow = typeof widgetConfigurations.$inferSelect;

/** A new public widget key: `pk_test_` while the sandbox card provider runs, `pk_live_` otherwise. */
export const newWidgetKey = (sandbox: boolean) =>
  `${sandbox ? WIDGET_TEST_KEY_PREFIX : WIDGET_LIVE_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;

/** Standard Webhooks secret: `whsec_` and base64 of 32 random bytes. */
const newCallbackSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export const configurationView = (row: WidgetRow): WidgetConfiguration => ({
  domain: row.domain,
  api_key: row.apiKey,
  version: row.version,
  callback_url: row.callbackUrl,
  callback_url_enabled: row.callbackUrlEnabled,
});

/**
 * The organization's widget row, created on first use. ON CONFLICT DO NOTHING makes two first reads at once
 * create one row; both then read it.
 */
export async function ensureConfiguration(app: FastifyInstance, organizationId: string): Promise<WidgetRow> {
  const db = app.database.db;
  const [existing] = await findConfiguration(db, organizationId);
  if (existing) return existing;
  const now = app.clock.now();
  await db
    .insert(widgetConfigurations)
    .values({
      organizationId,
      apiKey: newWidgetKey(isSandbox(app)),
      version: WIDGET_LATEST_VERSION,
      callbackSecret: newCallbackSecret(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: widgetConfigurations.organizationId });
  const [row] = await findConfiguration(db, organizationId);
  return row;
}

const findConfiguration = (db: Queryable, organizationId: string) =>
  db.select().from(widgetConfigurations).where(eq(widgetConfigurations.organizationId, organizationId)).limit(1);

/** Changes the row (created first if needed) and returns it; one statement, so concurrent changes do not interleave. */
export async function updateConfiguration(
  app: FastifyInstance,
  organizationId: string,
  changes: Partial<Pick<WidgetRow, 'domain' | 'callbackUrl' | 'version'>> | 'toggle-callback',
): Promise<WidgetRow> {
  await ensureConfiguration(app, organizationId);
  const set =
    changes === 'toggle-callback'
      ? { callbackUrlEnabled: not(widgetConfigurations.callbackUrlEnabled) }
      : changes;
  const [row] = await app.database.db
    .update(widgetConfigurations)
    .set({ ...set, updatedAt: app.clock.now() })
    .where(eq(widgetConfigurations.organizationId, organizationId))
    .returning();
  return row;
}

/** Whether a database error is the unique index on the domain (another organization uses it). */
export const isDomainTaken = (error: unknown) => uniqueViolation(error) === 'widget_configurations_domain_key';

function uniqueViolation(error: unknown): string | undefined {
  // node-postgres and PGlite both expose the SQLSTATE and constraint; drizzle wraps them in `cause`.
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint;
  }
  return undefined;
}
