import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WIDGET_LATEST_VERSION, WIDGET_LIVE_KEY_PREFIX, WIDGET_TEST_KEY_PREFIX } from '@cobro/contracts';
import { z } from 'zod';
import { organizations, paymentProviders, widgetConfigurations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { fieldMessages } from '../../http/zod-fields';
import { forgetConfiguredDomains, generateButtonSecret } from '../widget/index';

const LiveTwinBody = z.strictObject({ domain: z.string().regex(/^https:\/\/[a-z0-9.-]+$/), key: z.enum(['live', 'test']).default('live') });

/**
 * A copy of the signed-in merchant's organization, as a server with a live card provider would have it: a `pk_live_`
 * widget key on `domain`, and a button signing secret. The sandbox only issues test keys, and a live key answers its
 * one domain and no loopback page, so a journey cannot turn the demo merchant's key (which the examples use) live;
 * it gets a twin of its own (decision 1010). With `key: 'test'` the twin has a test key instead, whose local live key
 * (`pk_live_local_…`, decision 1121) a journey uses on a localhost page, with a secret no other journey regenerates.
 * Answers the key and the secret.
 */
export function liveWidgetHook(app: FastifyInstance, merchantOf: (request: FastifyRequest) => Promise<string>) {
  app.post('/api/__test__/widget/live-twin', async (request) => {
    const organizationId = await merchantOf(request);
    const parsed = LiveTwinBody.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) throw new AppError('API-001', { fields: fieldMessages(parsed.error) });
    const db = app.database.db;
    const [merchant] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    const now = app.clock.now();
    const twinId = randomUUID();
    await db.insert(organizations).values({ ...merchant, id: twinId, companyName: `${merchant.companyName} ${twinId}`, createdAt: now, updatedAt: now });
    const providers = await db.select().from(paymentProviders).where(eq(paymentProviders.organizationId, organizationId));
    if (providers.length) {
      await db.insert(paymentProviders).values(providers.map((row) => ({ ...row, id: randomUUID(), organizationId: twinId })));
    }
    const prefix = parsed.data.key === 'test' ? WIDGET_TEST_KEY_PREFIX : WIDGET_LIVE_KEY_PREFIX;
    const apiKey = `${prefix}${randomBytes(24).toString('base64url')}`;
    await db.insert(widgetConfigurations).values({
      organizationId: twinId,
      domain: parsed.data.domain,
      apiKey,
      version: WIDGET_LATEST_VERSION,
      callbackSecret: `whsec_${randomBytes(32).toString('base64')}`,
      createdAt: now,
      updatedAt: now,
    });
    // The CORS answer reads the configured domains from a cache (decision 1003).
    forgetConfiguredDomains(app);
    const { secret } = await generateButtonSecret(app, twinId);
    return { api_key: apiKey, signing_secret: secret };
  });
}
