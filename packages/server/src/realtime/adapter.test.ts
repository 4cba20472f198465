import Fastify from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/harness';
import { ADAPTER_LINES, attachAdapter, realtimeAdapterKind } from './adapter';

describe('the realtime adapter chosen at start-up', () => {
  it('is Redis whenever REDIS_URL is set, PostgreSQL on PostgreSQL without it, and in memory on PGlite', () => {
    expect(realtimeAdapterKind('redis://127.0.0.1:6379', 'postgres')).toBe('redis');
    expect(realtimeAdapterKind('redis://127.0.0.1:6379', 'pglite')).toBe('redis');
    // Without Redis, several processes on one PostgreSQL still share their events: none is kept to one process.
    expect(realtimeAdapterKind(undefined, 'postgres')).toBe('postgres');
    expect(realtimeAdapterKind(undefined, 'pglite')).toBe('memory');
  });

  it('names itself in the start-up line', () => {
    expect(ADAPTER_LINES.postgres).toContain('PostgreSQL adapter');
    expect(ADAPTER_LINES.memory).toContain('in-memory adapter');
    expect(ADAPTER_LINES.redis).toContain('Redis adapter');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL adapter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('closes when its LISTEN connection arrives only after close() began (issue 26: a server never exited on SIGTERM)', async () => {
    const database = await createTestDatabase('postgres');
    const main = (database.db as unknown as { $client: pg.Pool }).$client;
    // The adapter asks its own pool for its LISTEN connection in the background; on a loaded machine that connection
    // came after the benchmark's SIGTERM. Here it comes exactly then: handed over once the adapter's pool is ending.
    let adapterPool: pg.Pool | undefined;
    let poolEnding!: () => void;
    const ending = new Promise<void>((resolve) => (poolEnding = resolve));
    const { connect, end } = pg.Pool.prototype;
    vi.spyOn(pg.Pool.prototype, 'connect').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      const pending = (connect as (...a: unknown[]) => Promise<pg.PoolClient> | undefined).apply(this, args);
      // pool.query's own checkout passes a callback; the LISTEN connection is the one asked for without.
      if (this === main || args.length) return pending;
      adapterPool = this;
      return ending.then(() => pending);
    } as typeof connect);
    vi.spyOn(pg.Pool.prototype, 'end').mockImplementation(function (this: pg.Pool) {
      if (this === adapterPool) poolEnding();
      return (end as () => Promise<void>).call(this);
    } as typeof end);
    const app = Fastify();
    app.decorate('config', testConfig());
    app.decorate('database', database);
    const io = new Server(app.server);
    try {
      const adapter = await attachAdapter(app, io);
      expect(adapterPool).toBeDefined();
      await adapter.close();
      // Every connection of its pool was given back and closed, the late LISTEN one too.
      expect(adapterPool!.totalCount).toBe(0);
    } finally {
      io.engine.close();
      await database.close();
    }
  });
});
