import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs');

/** A small tree under fixture/ that breaks each house rule once, beside imports that keep them. */
async function violations(): Promise<string[]> {
  const baseDir = fileURLToPath(new URL('./fixture', import.meta.url));
  const result = await cruise(['packages'], { validate: true, ruleSet: config, baseDir, tsPreCompilationDeps: true });
  if (typeof result.output === 'string') throw new Error('expected the cruise result');
  return (result.output.summary.violations as IViolation[]).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the house rules (.dependency-cruiser.cjs)', () => {
  it('fire on each broken rule and on nothing else', async () => {
    expect(await violations()).toEqual([
      'module-through-index: packages/server/src/modules/charges/refunds.ts -> packages/server/src/modules/auth/sessions.ts',
      'no-file-cycle: packages/contracts/src/a.ts -> packages/contracts/src/b.ts',
      'no-module-cycle: packages/server/src/modules/auth -> packages/server/src/modules/organizations',
      'no-module-cycle: packages/server/src/modules/organizations -> packages/server/src/modules/auth',
      'package-order-checkout: packages/checkout/src/page.ts -> packages/dashboard/src/page.ts',
      'package-order-server: packages/server/src/main.ts -> packages/data/src/store.ts',
      'package-order-ui: packages/ui/src/button.ts -> packages/data/src/store.ts',
      'server-floors: packages/server/src/http/route.ts -> packages/server/src/modules/auth/index.ts',
      'server-lazy-packages: packages/server/src/modules/export/workbook.ts -> ../../../node_modules/exceljs/excel.js',
    ]);
  });
});
