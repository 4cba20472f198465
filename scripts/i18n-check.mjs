#!/usr/bin/env node
// `npm run i18n:check`: fails when the committed catalogs are not what extraction produces from the source, or when
// an es, en or ca message has no translation. It extracts in place and then puts the committed files back, so running
// the check never leaves a change behind; `npm run i18n:extract` is the command that updates the catalogs.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(root, 'packages/i18n/src/locales');
const lingui = join(root, 'node_modules/.bin/lingui');

function catalogFiles() {
  return readdirSync(localesDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.po'))
    .map((file) => join(localesDir, file))
    .sort();
}

function snapshot() {
  return new Map(catalogFiles().map((file) => [file, readFileSync(file, 'utf8')]));
}

function run(args, env = {}) {
  const result = spawnSync(lingui, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function fail(title, details) {
  console.error(`\n✖ i18n:check: ${title}`);
  if (details) console.error(details);
  process.exit(1);
}

const committed = snapshot();
let extract;
let changed;
try {
  extract = run(['extract', '--clean']);
  const extracted = snapshot();
  const files = new Set([...committed.keys(), ...extracted.keys()]);
  changed = [...files].filter((file) => committed.get(file) !== extracted.get(file));
} finally {
  for (const [file, content] of committed) writeFileSync(file, content);
}

if (!extract.ok) fail('lingui extract failed.', extract.output);
if (changed.length > 0) {
  fail(
    'extraction would change the committed catalogs. Run `npm run i18n:extract`, translate the new es messages and commit:',
    changed.map((file) => `  - ${relative(root, file)}`).join('\n'),
  );
}
console.log('✔ Catalogs match the source (extraction changes nothing).');

const compile = run(['compile', '--strict', '--verbose'], { LINGUI_STRICT: '1' });
if (!compile.ok) {
  fail('some messages have no translation (lingui compile --strict). Translate them in the .po files:', compile.output);
}
console.log('✔ Every es, en and ca message is translated.');
