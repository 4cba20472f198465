import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 32: docs/accessibility.md says, for every WCAG 2.2 A and AA success criterion and each product, how well it
// conforms and how that was checked. A "Supports" with no evidence, or naming a test that was renamed or deleted,
// would be a claim nobody checks any more: this test reads the report and fails on either.

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every WCAG 2.2 Level A and AA success criterion, 4.1.1 included (obsolete in 2.2, still listed by EN 301 549). */
const CRITERIA = [
  '1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.3.1', '1.3.2', '1.3.3', '1.3.4', '1.3.5', '1.4.1', '1.4.2',
  '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13', '2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2',
  '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.1', '2.5.2', '2.5.3', '2.5.4',
  '2.5.7', '2.5.8', '3.1.1', '3.1.2', '3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.6', '3.3.1', '3.3.2', '3.3.3', '3.3.4',
  '3.3.7', '3.3.8', '4.1.1', '4.1.2', '4.1.3',
];
const PRODUCTS = ['Checkout element', 'Hosted pages', 'Pay button', 'Dashboard'] as const;
const LEVELS = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'] as const;
type Level = (typeof LEVELS)[number];

interface Row {
  criterion: string;
  levels: string[];
  evidence: string;
}

/** The criterion rows of the report's tables: `| 1.4.3 Contrast (Minimum) (AA) | level × 4 | remarks | evidence |`. */
function parseReport(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| \d\.\d\.\d+ /.test(line))
    .map((line) => {
      const cells = line.slice(1, -1).split(' | ').map((cell) => cell.trim());
      return { criterion: cells[0].split(' ')[0], levels: cells.slice(1, -2), evidence: cells.at(-1) ?? '' };
    });
}

/** The tests a row names: `` `e2e/x.spec.ts` › `its title` `` (a vitest file the same way). */
function namedTests(evidence: string): { file: string; title: string }[] {
  return [...evidence.matchAll(/`([\w./-]+\.(?:spec|test)\.tsx?)` › `([^`]+)`/g)].map(([, file, title]) => ({ file, title }));
}

/** What is wrong with the rows, one sentence each; none when every claim names evidence that still exists. */
function problems(rows: Row[], read: (file: string) => string | null): string[] {
  const found: string[] = [];
  for (const row of rows) {
    for (const level of row.levels) {
      if (!LEVELS.includes(level as Level)) found.push(`${row.criterion}: "${level}" is no conformance level`);
    }
    if (row.levels.length !== PRODUCTS.length) found.push(`${row.criterion}: ${row.levels.length} levels, not ${PRODUCTS.length}`);
    const tests = namedTests(row.evidence);
    if (row.levels.includes('Supports') && tests.length === 0 && !/Manual check:/.test(row.evidence)) {
      found.push(`${row.criterion}: "Supports" with no test and no manual check named`);
    }
    for (const { file, title } of tests) {
      const text = read(file);
      if (text === null) found.push(`${row.criterion}: ${file} does not exist`);
      else if (!text.includes(title)) found.push(`${row.criterion}: ${file} has no test "${title}"`);
    }
  }
  return found;
}

const readRepoFile = (file: string) => (existsSync(`${root}/${file}`) ? readFileSync(`${root}/${file}`, 'utf8') : null);

describe('the report checker', () => {
  const row = (levels: string, evidence: string) =>
    parseReport(`| 2.5.8 Target Size (Minimum) (AA) | ${levels} | some remark | ${evidence} |`);

  it('refuses a Supports without evidence, a missing test file and a test title the file no longer has', () => {
    const files: Record<string, string> = { 'e2e/a.spec.ts': "test('measures every target', async () => {});" };
    const read = (file: string) => files[file] ?? null;
    const all = 'Supports | Supports | Supports | Supports';
    expect(problems(row(all, 'axe-core found nothing'), read)).toEqual(['2.5.8: "Supports" with no test and no manual check named']);
    expect(problems(row(all, '`e2e/b.spec.ts` › `measures every target`'), read)).toEqual(['2.5.8: e2e/b.spec.ts does not exist']);
    expect(problems(row(all, '`e2e/a.spec.ts` › `measures every button`'), read)).toEqual([
      '2.5.8: e2e/a.spec.ts has no test "measures every button"',
    ]);
    expect(problems(row('Supports | Mostly | Supports', '`e2e/a.spec.ts` › `measures every target`'), read)).toEqual([
      '2.5.8: "Mostly" is no conformance level',
      '2.5.8: 3 levels, not 4',
    ]);
    expect(problems(row(all, '`e2e/a.spec.ts` › `measures every target`'), read)).toEqual([]);
    expect(problems(row('Not Applicable | Not Applicable | Not Applicable | Not Applicable', '—'), read)).toEqual([]);
  });
});

describe('docs/accessibility.md', () => {
  const report = readFileSync(`${root}/docs/accessibility.md`, 'utf8');
  const rows = parseReport(report);

  it('has one row for every WCAG 2.2 A and AA success criterion, in order', () => {
    expect(rows.map((r) => r.criterion)).toEqual(CRITERIA);
  });

  it('names evidence for every Supports, and every test it names still exists', () => {
    expect(problems(rows, readRepoFile)).toEqual([]);
  });

  it('counts its levels per product as its rows say', () => {
    for (const [i, product] of PRODUCTS.entries()) {
      const counts = LEVELS.map((level) => rows.filter((r) => r.levels[i] === level).length);
      expect(report, product).toContain(`| ${product} | ${counts.join(' | ')} |`);
    }
  });
});
