import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databases } from '../../test/harness';
import type { Database, Queryable } from './database';
import { readTogether } from './read-together';

/** Two reads that say when each starts and ends; each starts when called, as a prepared statement's `execute` does. */
function tracedReads(log: string[]) {
  const read = (name: string) => () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve) =>
      setTimeout(() => {
        log.push(`end ${name}`);
        resolve(name);
      }, 5),
    );
  };
  return [read('a'), read('b')] as const;
}

describe.each(databases)('readTogether on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const run = async (db: Queryable) => {
    const log: string[] = [];
    const results = await readTogether(db, tracedReads(log));
    return { log, results };
  };

  it('on the pool the reads run at once', async () => {
    expect(await run(database.db)).toEqual({ log: ['start a', 'start b', 'end a', 'end b'], results: ['a', 'b'] });
  });

  it("in a transaction they run one after another, as its one connection takes them", async () => {
    const inside = await database.db.transaction((tx) => run(tx));
    expect(inside).toEqual({ log: ['start a', 'end a', 'start b', 'end b'], results: ['a', 'b'] });
  });
});
