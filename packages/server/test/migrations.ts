import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fixedClock } from '../src/clock';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/db/database';
import { seedDemo } from '../src/seed/index';
import { emptyPostgresDatabase, TEST_NOW, TEST_PUBLIC_URL, type DatabaseKind } from './harness';

/** The migrations folder as it was before migration `upTo`: the journal cut after `upTo` entries. */
async function migrationsUpTo(upTo: number) {
  const folder = await mkdtemp(join(tmpdir(), 'cobro-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  return folder;
}

/** A database with no table at all, on PGlite in memory or a fresh one on DATABASE_URL; `drop()` removes it. */
async function emptyDatabase(kind: DatabaseKind): Promise<Database & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, drop: async () => {} };
  }
  const empty = await emptyPostgresDatabase(process.env.DATABASE_URL!, 'cobro_migration');
  return { ...(await empty.open()), drop: empty.drop };
}

/** Applies the migrations of `folder` (an earlier state of the schema). */
const migrateWith = (database: Database, folder: string) =>
  database.kind === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder: folder })
    : migratePg(database.db as never, { migrationsFolder: folder });

/** Columns migrations add that today's seed writes, with the journal entry that adds each (its position, from 1). */
const LATER_COLUMNS = [{ table: 'purchases', column: 'abandoned_after', type: 'timestamptz', entry: 33 /* 0035 */ }];

/**
 * The demo seed on a database migrated by the journal's first `upTo` entries (`migrationsUpTo`): drizzle names every
 * column of today's schema in an insert, so the columns later entries add are there while it seeds, and go again.
 */
async function seedEarlier(database: Database, upTo: number) {
  const later = LATER_COLUMNS.filter((c) => c.entry > upTo);
  for (const c of later) await database.db.execute(sql.raw(`alter table ${c.table} add column ${c.column} ${c.type}`));
  await seedDemo(database.db, fixedClock(TEST_NOW), { publicUrl: TEST_PUBLIC_URL });
  for (const c of later) await database.db.execute(sql.raw(`alter table ${c.table} drop column ${c.column}`));
}

/**
 * A database as the journal's first `upTo` entries left it (0020, 0023 and 0024 were never used, so entry 30 is
 * migration 0032), with the demo seed when `seeded`; `end()` closes and removes it and its migrations' folder.
 */
export async function earlierDatabase(kind: DatabaseKind, upTo: number, { seeded = false } = {}) {
  const database = await emptyDatabase(kind);
  const folder = await migrationsUpTo(upTo);
  await migrateWith(database, folder);
  if (seeded) await seedEarlier(database, upTo);
  return {
    database,
    async end() {
      await database.close();
      await database.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
