import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './packages/i18n/vite.ts';

// Units and server integration tests. The server suites run on PGlite, and on PostgreSQL too when DATABASE_URL is set.
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.browser.test.*', '**/dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['packages/server/test/one-query-at-a-time.ts'],
  },
});
