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
    // Hang detectors, not budgets (issue 26, item 8): a test or a database set-up that takes long on a loaded laptop
    // is slow, not wrong. No test sets a shorter one of its own; budgets live in the benchmarks.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at a time: vitest's default (one less than the cores) runs one at a time on a 2-core machine, while
    // a server suite spends much of its time waiting on PostgreSQL. Measured on 2 cores: the whole suite in 7m46s
    // (the summed test and import time was 14.3 min). More would share those cores no better and open more
    // PostgreSQL connections (each test app pools up to 10; the server allows 100).
    maxWorkers: 2,
    setupFiles: ['packages/server/test/one-query-at-a-time.ts', 'scripts/test-setup/dom-waits.ts'],
  },
});
