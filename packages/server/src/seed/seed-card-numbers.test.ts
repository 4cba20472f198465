import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanForCardNumbers } from '../../test/card-number-scan';
import { createTestDatabase, databases, TEST_NOW } from '../../test/harness';
import { fixedClock } from '../clock';
import type { Database } from '../db/database';
import { seedDemo } from './index';

/** Quality bar 19 on the seeded demo database: no card number in any text column of any table (ids included). */
describe.each(databases)('the seeded demo database on %s', (db) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(db);
    await seedDemo(database.db, fixedClock(TEST_NOW), { publicUrl: 'http://cobro.test' });
  });
  afterAll(() => database?.close());

  it('holds no card number in any text column of any table', async () => {
    const { columns, found } = await scanForCardNumbers(database);
    expect(columns).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
