import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { events, organizations, users, webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { newWebhookId } from './enqueue-commands';

/**
 * A merchant of its own with its callback on at `url`, and a way to give it due deliveries. The bodies are
 * placeholders naming the merchant: these tests are about who is sent when, not what.
 */
export async function callbackMerchant(db: Db, clock: Clock, name: string, url: string) {
  const now = clock.now();
  const ownerId = randomUUID();
  const organizationId = randomUUID();
  await db.insert(users).values({ id: ownerId, email: `${name}@merchants.test`, name, createdAt: now, updatedAt: now });
  await db.insert(organizations).values({ id: organizationId, ownerId, companyName: name, createdAt: now, updatedAt: now });
  await db.insert(widgetConfigurations).values({
    organizationId,
    apiKey: `pk_${randomUUID()}`,
    version: '1',
    callbackUrl: url,
    callbackUrlEnabled: true,
    callbackSecret: `whsec_${randomBytes(32).toString('base64')}`,
  });

  /** `count` deliveries due now, in order (body `{"merchant":name,"n":i}`). */
  async function queue(count: number) {
    for (let n = 0; n < count; n += 1) {
      const [event] = await db
        .insert(events)
        .values({ organizationId, event: 'charge-succeeded', payload: {}, publishedAt: now, createdAt: now })
        .returning();
      await db.insert(webhookDeliveries).values({
        eventId: event.id,
        organizationId,
        webhookId: newWebhookId(),
        url,
        body: JSON.stringify({ merchant: name, n }),
        nextAttemptAt: clock.now(),
        createdAt: clock.now(),
      });
    }
  }
  return { organizationId, queue };
}
