import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import type { RealtimePayload } from '@cobro/contracts';
import { createTestDatabase, databases, TEST_NOW } from '../../test/harness';
import { fixedClock } from '../clock';
import type { Database } from '../db/database';
import { events } from '../db/schema/index';
import { seedDemo } from '../seed/index';
import { emitEvent, onEventDetail } from './emit';
import { createOutboxDispatcher } from './outbox';

const silent = { error: () => {} } as never;

describe.each(databases)('outbox on %s', (db) => {
  let database: Database;
  let organizationId: string;
  const clock = fixedClock(TEST_NOW);
  beforeAll(async () => {
    database = await createTestDatabase(db);
    organizationId = (await seedDemo(database.db, clock, { publicUrl: 'http://cobro.test' })).demoOrgId;
  });
  afterAll(() => database?.close());

  it('an event written in a rolled-back transaction is never published', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await emitEvent(tx, organizationId, 'charge-failed', { id: 'rolled-back', occurredAt: clock.now() });
        throw new Error('business failure');
      }),
    ).rejects.toThrow('business failure');
    const published: string[] = [];
    const dispatcher = createOutboxDispatcher({ db: database.db, clock, log: silent, publish: (_r, _e, p) => published.push(String(p.id)) });
    await dispatcher.dispatchOnce();
    expect(published).not.toContain('rolled-back');
  });

  it('publishes the detail an event carries and keeps only its ids once published', async () => {
    onEventDetail(async (_tx, _org, event, id) => (id === 'with-detail' ? { charge: { id, event } as never } : undefined));
    await database.db.transaction((tx) => emitEvent(tx, organizationId, 'charge-refunded', { id: 'with-detail', occurredAt: clock.now() }));
    const published: RealtimePayload[] = [];
    const dispatcher = createOutboxDispatcher({ db: database.db, clock, log: silent, publish: (_r, _e, p) => published.push(p as unknown as RealtimePayload) });
    while ((await dispatcher.dispatchOnce()) > 0);
    expect(published.find((p) => p.id === 'with-detail')?.charge).toEqual({ id: 'with-detail', event: 'charge-refunded' });
    const [stored] = await database.db.select().from(events).where(eq(events.entityId, 'with-detail'));
    expect(stored.payload).toEqual({ event: 'charge-refunded', organization_id: organizationId, occurred_at: TEST_NOW.toISOString(), id: 'with-detail' });
  });

  it('the outbox never publishes a row twice with two dispatchers', async () => {
    const total = 250;
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < total; i++) await emitEvent(tx, organizationId, 'charge-succeeded', { id: `c${i}`, occurredAt: clock.now() });
    });
    const published: string[] = [];
    const rooms = new Set<string>();
    const make = () =>
      createOutboxDispatcher({
        db: database.db,
        clock,
        log: silent,
        publish: (room, _event, payload) => {
          rooms.add(room);
          published.push(String(payload.id));
        },
      });
    const a = make();
    const b = make();
    // Both race over the same rows until nothing is left.
    const drain = async (d: ReturnType<typeof make>) => {
      while ((await d.dispatchOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    const ids = published.filter((id) => id.startsWith('c'));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect([...rooms]).toEqual([`org:${organizationId}`]);
    expect(await database.db.select().from(events).where(isNull(events.publishedAt))).toEqual([]);
  });

  it('wake() publishes right away without waiting for the poll', async () => {
    const published: string[] = [];
    const dispatcher = createOutboxDispatcher({
      db: database.db,
      clock,
      log: silent,
      pollMs: 60_000,
      publish: (_room, _event, payload) => published.push(String(payload.id)),
    });
    dispatcher.start();
    try {
      await database.db.transaction((tx) => emitEvent(tx, organizationId, 'purchases-updated', { id: 'woken', occurredAt: clock.now() }));
      dispatcher.wake();
      await expect.poll(() => published, { timeout: 5000 }).toContain('woken');
    } finally {
      await dispatcher.stop();
    }
  });
});
