import { readdirSync, readFileSync } from 'node:fs';
import OpenProps from 'open-props';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest hands CSS imports to tests as empty strings unless its `css` option is turned on.
const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

type Declarations = Record<string, string>;

/** The custom properties of the first rule whose selector matches exactly (tokens.css is flat and hand-written). */
function block(css: string, selector: string): Declarations {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

const light = block(tokens, ':host');
const darkByPreference = block(tokens, ":host(:not([color-scheme='light']))");
const darkByAttribute = block(tokens, ":host([color-scheme='dark'])");
const openProps = Object.fromEntries(Object.entries(light).filter(([name]) => !name.startsWith('--cobro-')));

function resolve(value: string, theme: Declarations): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(theme[reference[1]] ?? light[reference[1]], theme) : value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(theme: Declarations, foreground: string, background: string): number {
  const [a, b] = [foreground, background].map((name) => luminance(resolve(theme[name] ?? light[name], theme)));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

// Text pairs need 4.5:1 (WCAG 1.4.3); borders, focus rings and icons 3:1 (1.4.11).
const TEXT_PAIRS: Array<[string, string]> = [
  ['--cobro-color-text', '--cobro-color-surface'],
  ['--cobro-color-text', '--cobro-color-surface-2'],
  ['--cobro-color-text', '--cobro-color-surface-3'],
  ['--cobro-color-text-muted', '--cobro-color-surface'],
  ['--cobro-color-text-muted', '--cobro-color-surface-2'],
  ['--cobro-color-on-primary', '--cobro-color-primary'],
  ['--cobro-color-surface', '--cobro-color-danger'],
  ...(['success', 'warning', 'danger', 'info', 'neutral'] as const).flatMap((tone): Array<[string, string]> => [
    [`--cobro-color-${tone}`, `--cobro-color-${tone}-surface`],
    [`--cobro-color-${tone}`, '--cobro-color-surface'],
  ]),
];
const NON_TEXT_PAIRS: Array<[string, string]> = [
  ['--cobro-color-border', '--cobro-color-surface'],
  ['--cobro-color-focus', '--cobro-color-surface'],
  ['--cobro-color-focus', '--cobro-color-surface-2'],
  ['--cobro-color-primary', '--cobro-color-surface'],
];

describe('tokens', () => {
  it('the Open Props subset has the values of the open-props package', () => {
    const expected = OpenProps as unknown as Record<string, string | number>;
    for (const [name, value] of Object.entries(openProps)) {
      expect(value, name).toBe(String(expected[name]));
    }
  });

  it('the dark theme is the same whether it comes from the system preference or the color-scheme attribute', () => {
    expect(darkByAttribute).toEqual(darkByPreference);
  });

  it('the dark theme overrides every colour of the light theme', () => {
    const lightColors = Object.keys(light).filter((name) => name.startsWith('--cobro-color-'));
    expect(lightColors.filter((name) => !(name in darkByAttribute))).toEqual([]);
  });

  it.each([
    ['light', light],
    ['dark', { ...light, ...darkByAttribute }],
  ])('every text colour meets WCAG AA 4.5:1 and every border and focus ring 3:1 in the %s theme', (_, theme) => {
    for (const [foreground, background] of TEXT_PAIRS) {
      expect(contrast(theme, foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const [foreground, background] of NON_TEXT_PAIRS) {
      expect(contrast(theme, foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });
});

/** Every stylesheet of the product's packages (not their builds). */
function stylesheets(): Array<[string, string]> {
  const packages = new URL('../../../', import.meta.url);
  return readdirSync(packages, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css') && path.includes('/src/') && !path.includes('node_modules'))
    .map((path) => [path, readFileSync(new URL(path, packages), 'utf8')]);
}

describe('custom properties', () => {
  it('every one a stylesheet uses without a fallback is declared by some stylesheet', () => {
    const sheets = stylesheets();
    const declared = new Set(sheets.flatMap(([, css]) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name)));
    const undeclared = sheets.flatMap(([path, css]) =>
      [...css.matchAll(/var\((--[\w-]+)\)/g)].filter(([, name]) => !declared.has(name)).map(([, name]) => `${path}: ${name}`),
    );
    expect(sheets.length).toBeGreaterThan(20);
    expect(undeclared).toEqual([]);
  });
});
