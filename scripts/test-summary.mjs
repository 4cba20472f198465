// Prints the closing line CI reads ("N passed, N failed"), added up over the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('.tmp/reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('.tmp/reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
const wtr = read('.tmp/reports/wtr.json');
if (wtr) {
  passed += wtr.passed;
  failed += wtr.failed;
  skipped += wtr.skipped;
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
