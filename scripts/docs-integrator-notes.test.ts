import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateTaxId } from '../packages/contracts/src/validators/tax-id';

// What an integrator needed to read and did not find (issue 11): the domain to register for local work, and why a
// reused sandbox DNI is refused with another e-mail.
const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');
/** The text of a Markdown section, from its heading to the next heading of the same or a higher level. */
function section(text: string, heading: RegExp): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#+ /.test(line) && heading.test(line));
  if (start < 0) return '';
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('docs/integration.md on local work', () => {
  const local = section(read('docs/integration.md'), /domain.*local/i);

  it('says which domain to register: https only, while test keys answer localhost pages', () => {
    expect(local).toContain('https://');
    expect(local).toMatch(/pk_test_/);
    expect(local).toMatch(/http:\/\/localhost:<port>/);
    expect(local).toMatch(/AE-003/);
  });
});

describe('the sandbox docs on reused tax ids', () => {
  const places = {
    'README.md "Try a payment"': section(read('README.md'), /Try a payment/),
    'docs/payments.md "Sandbox instruments"': section(read('docs/payments.md'), /Sandbox instruments/),
  };

  it.each(Object.entries(places))('%s says a tax id stays tied to its first e-mail, and offers other valid DNIs', (_, text) => {
    expect(text).toMatch(/tax id stays tied to the e-mail[^.]*first used with/i);
    const dnis = [...new Set(text.match(/\b\d{8}[A-Z]\b/g) ?? [])].filter((dni) => dni !== '12345678Z');
    expect(dnis.length).toBeGreaterThan(0);
    for (const dni of dnis) expect(validateTaxId(dni, ['DNI'])).toMatchObject({ ok: true });
  });
});

describe('subscription-type in the element reference', () => {
  const reference = read('docs/elements.md');
  const typings = read('examples/react-shop/src/cobro-elements.d.ts');

  it('is typed and documented as fixed or variable, a variable amount being the price of one unit (decision 1139)', () => {
    expect(typings).toMatch(/subscriptionType\?: 'fixed' \| 'variable';/);
    const row = reference.split('\n').find((line) => line.startsWith('| `subscription-type`')) ?? '';
    expect(row).toMatch(/`variable`/);
    expect(row).toMatch(/price of one unit/);
    const future = reference.split('\n').find((line) => line.startsWith('| `future-charge`')) ?? '';
    expect(future).toMatch(/required with `variable`/);
  });
});
