import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { testKeyOfLocalLive, WIDGET_KEY_HEADER, WIDGET_TEST_KEY_PREFIX } from '@cobro/contracts';
import { widgetConfigurations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { WidgetAccess, WidgetMode } from '../../http/access';
import { isLoopbackOrigin, isOwnOrigin, isSandbox, parseOrigin } from './widget-origin-rules';

export type { WidgetAccess, WidgetMode };

export const modeOfKey = (key: string): WidgetMode => (key.startsWith(WIDGET_TEST_KEY_PREFIX) ? 'test' : 'live');

/**
 * The page's Origin against the key: exactly the configured domain, or this server (the dashboard's preview);
 * test keys also answer loopback pages while the sandbox runs, and non-browser clients (no Origin) (decision 1002).
 * A local live key is a live key that answers loopback pages as well (it exists only while the sandbox runs).
 */
function originFits(app: FastifyInstance, request: FastifyRequest, domain: string | null, mode: WidgetMode, local: boolean) {
  const origin = request.headers.origin;
  // Browsers send no Origin on a same-origin GET (the dashboard's preview); they do send Sec-Fetch-Site.
  if (origin === undefined) return mode === 'test' || request.headers['sec-fetch-site'] === 'same-origin';
  if (!parseOrigin(origin)) return false;
  if (origin === domain || isOwnOrigin(app, request, origin)) return true;
  return (mode === 'test' || local) && isSandbox(app) && isLoopbackOrigin(origin);
}

const organizationOfKey = (app: FastifyInstance, apiKey: string) =>
  app.database.db
    .select({ organizationId: widgetConfigurations.organizationId, domain: widgetConfigurations.domain })
    .from(widgetConfigurations)
    .where(eq(widgetConfigurations.apiKey, apiKey))
    .limit(1);

/**
 * Authenticates a widget call: AE-001 without a key, AE-002 for an unknown one, AE-003 from another page. A key no
 * organization has may be the local live key of a test key (`pk_live_local_…`): known only while the sandbox runs,
 * answered in live mode (decision 1121).
 */
export async function widgetAccessFor(app: FastifyInstance, request: FastifyRequest): Promise<WidgetAccess> {
  const header = request.headers[WIDGET_KEY_HEADER];
  if (typeof header !== 'string' || !header.trim()) throw new AppError('AE-001');
  const key = header.trim();
  let [row] = await organizationOfKey(app, key);
  const testKey = row || !isSandbox(app) ? undefined : testKeyOfLocalLive(key);
  if (testKey) [row] = await organizationOfKey(app, testKey);
  if (!row) throw new AppError('AE-002');
  const mode = modeOfKey(key);
  if (!originFits(app, request, row.domain, mode, testKey !== undefined)) throw new AppError('AE-003');
  return { organizationId: row.organizationId, mode };
}
