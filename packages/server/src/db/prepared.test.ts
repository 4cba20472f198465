import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databases } from '../../test/harness';
import type { Database, Queryable } from './database';
import { prepared } from './prepared';

const notes = pgTable('prepared_test_notes', { id: integer('id').primaryKey(), body: text('body').notNull() });

describe.each(databases)('prepared statements on %s', (kind) => {
  // Once per driver and name, whatever handle (database, transaction) runs it.
  let builds = 0;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.execute(sql`create table prepared_test_notes (id integer primary key, body text not null)`);
    await database.db.insert(notes).values([
      { id: 1, body: 'uno' },
      { id: 2, body: 'dos' },
    ]);
  });
  afterAll(() => database?.close());

  const noteById = (db: Queryable) =>
    prepared(db, 'test_note_by_id', () => {
      builds += 1;
      return db.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id')));
    });

  it('is built once per name, and each run reads with its own values', async () => {
    const found = [];
    // More runs than PostgreSQL makes before it may keep one plan for the statement.
    for (const id of [1, 2, 3, 1, 2, 3, 1, 2]) found.push((await noteById(database.db).execute({ id }))[0]?.body ?? null);
    expect(found).toEqual(['uno', 'dos', null, 'uno', 'dos', null, 'uno', 'dos']);
    expect(noteById(database.db)).toBe(noteById(database.db));
    expect(builds).toBe(1);
  });

  it('a transaction runs it on its own connection, not built again, and reads what the transaction wrote', async () => {
    const inside = await database.db.transaction(async (tx) => {
      await tx.update(notes).set({ body: 'dos, cambiada' }).where(eq(notes.id, 2));
      return noteById(tx).execute({ id: 2 });
    });
    expect(inside).toEqual([{ body: 'dos, cambiada' }]);
    expect(noteById(database.db)).not.toBe(await database.db.transaction(async (tx) => noteById(tx)));
    expect(builds).toBe(1);
  });
});
