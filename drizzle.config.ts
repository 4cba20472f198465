import { defineConfig } from 'drizzle-kit';

// One set of migrations for both drivers (PGlite and node-postgres); the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema/index.ts',
  out: './packages/server/drizzle',
});
