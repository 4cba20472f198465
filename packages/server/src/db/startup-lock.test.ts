import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../clock';
import { seedIfEmpty } from '../seed/index';
import { emptyPostgresDatabase } from '../../test/harness';
import { TEST_NOW } from '../../test/harness';
import { openDatabase, type Database } from './database';

const DATABASE_URL = process.env.DATABASE_URL;

// Processes started together on a new PostgreSQL database (a deploy of N processes): each migrates and seeds it.
describe.runIf(DATABASE_URL)('start-up of several processes on one empty PostgreSQL database', () => {
  const opened: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const database of opened) await database.close();
    await drop?.();
  });

  it('migrates and seeds it once, one process after the other, and every process starts', async () => {
    const empty = await emptyPostgresDatabase(DATABASE_URL!, 'cobro_startup');
    drop = empty.drop;
    for (let n = 0; n < 3; n += 1) opened.push(await openDatabase({ dataDir: '', databaseUrl: empty.url }));
    const clock = fixedClock(TEST_NOW);
    const seeded = await Promise.all(
      opened.map((database) =>
        database.whileStarting(async () => {
          await database.migrate();
          return seedIfEmpty(database.db, clock, { publicUrl: 'http://cobro.test' });
        }),
      ),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
  }, 120_000);

  it('fails a start, saying why, when another process holds the lock past the bound; once it is free, a start goes on', async () => {
    const empty = await emptyPostgresDatabase(DATABASE_URL!, 'cobro_startup');
    const holder = await openDatabase({ dataDir: '', databaseUrl: empty.url });
    const waiter = await openDatabase({ dataDir: '', databaseUrl: empty.url });
    try {
      // The holder is inside its start-up work, and stays there until told: the lock is held for the whole wait.
      let inside!: () => void;
      let finish!: () => void;
      const holding = new Promise<void>((resolve) => (inside = resolve));
      const holderStart = holder.whileStarting(() => {
        inside();
        return new Promise<void>((resolve) => (finish = resolve));
      });
      await holding;
      const work = vi.fn(async () => 'started');
      await expect(waiter.whileStarting(work, { lockWaitMs: 100 })).rejects.toThrow(
        /another process on this database has held the start-up lock \(migrations and the first seed, one process at a time\) for over 0.1 s/,
      );
      expect(work).not.toHaveBeenCalled();
      finish();
      await holderStart;
      await expect(waiter.whileStarting(work)).resolves.toBe('started');
    } finally {
      await holder.close();
      await waiter.close();
      await empty.drop();
    }
  });
});
