import { readFileSync } from 'node:fs';
import OpenProps from 'open-props';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest hands `?inline` CSS to tests as empty strings.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const shadow = read('./pay-button.css');
const dialogSheet = read('./checkout-dialog.css');
const page = read('./pay-button.page.css');
const uiTokens = read('../../../ui/src/styles/tokens.css');

type Declarations = Record<string, string>;

/** The declarations of every rule with exactly this selector, in order (later ones win). */
function rules(css: string, selector: string): Declarations[] {
  const found: Declarations[] = [];
  for (let start = css.indexOf(`${selector} {`); start >= 0; start = css.indexOf(`${selector} {`, start + 1)) {
    const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
    found.push(Object.fromEntries([...body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()])));
  }
  return found;
}

const [box, buttonTokens, buttonSwitched] = rules(shadow, ':host');
// The defaults of the properties only the dialog reads come with its sheet (decision 1169); both sheets make the theme.
const [dialogTokens, dialogSwitched] = rules(dialogSheet, ':host');
const tokens = { ...buttonTokens, ...dialogTokens };
const switched = { ...buttonSwitched, ...dialogSwitched };
// The colours written as a whole light-dark(light, dark); the shadow switches only its colour inside.
const lightDark = Object.fromEntries(Object.entries(switched).filter(([name]) => name !== '--cobro-shadow'));
const split = (value: string) => /^light-dark\((.+), (.+)\)$/.exec(value)!.slice(1) as [string, string];
const light: Declarations = tokens;
const dark: Declarations = {
  ...tokens,
  ...Object.fromEntries(Object.entries(lightDark).map(([name, value]) => [name, split(value)[1]])),
};

function resolve(value: string, theme: Declarations): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(theme[reference[1]], theme) : value;
}

const ui = rules(uiTokens, ':host')[0];
const uiDark = { ...ui, ...rules(uiTokens, ":host([color-scheme='dark'])")[0] };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (theme: Declarations, a: string, b: string) => {
  const [x, y] = [a, b].map((name) => luminance(resolve(theme[name], theme)));
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

describe('<pay-button> styles', () => {
  it('the page stylesheet reserves exactly the box of the upgraded element (zero layout shift)', () => {
    const [reserved] = rules(page, ':where(pay-button:not(:defined))');
    expect(reserved).toEqual(box);
    expect(box['inline-size']).toBe('var(--cobro-button-inline-size, 12rem)');
    expect(box['block-size']).toBe('var(--cobro-button-block-size, 3rem)');
  });

  it('the Open Props subset has the values of the open-props package', () => {
    const expected = OpenProps as unknown as Record<string, string | number>;
    const openProps = Object.entries(light).filter(([name]) => name.startsWith('--') && !name.startsWith('--cobro-'));
    expect(openProps.length).toBeGreaterThan(0);
    for (const [name, value] of openProps) expect(value, name).toBe(String(expected[name]));
  });

  it('light-dark() starts from the light value of each colour it switches', () => {
    for (const [name, value] of Object.entries(lightDark)) {
      expect(resolve(split(value)[0], light), name).toBe(resolve(light[name], light));
    }
  });

  it.each([
    ['light', light, ui],
    ['dark', dark, uiDark],
  ])('the --cobro-* colours default to the ui tokens of the %s theme', (_, theme, tokensOfUi) => {
    const colours = Object.keys(light).filter((name) => name.startsWith('--cobro-color-'));
    expect(colours.length).toBeGreaterThan(0);
    for (const name of colours) expect(resolve(theme[name], theme), name).toBe(resolve(tokensOfUi[name], tokensOfUi));
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ])('text meets WCAG AA 4.5:1 and the focus ring and dialog border 3:1 in the %s theme', (_, theme) => {
    expect(contrast(theme, '--cobro-color-on-primary', '--cobro-color-primary')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme, '--cobro-color-text', '--cobro-color-surface')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme, '--cobro-color-text-muted', '--cobro-color-surface')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme, '--cobro-color-focus', '--cobro-color-surface')).toBeGreaterThanOrEqual(3);
    expect(contrast(theme, '--cobro-color-border', '--cobro-color-surface')).toBeGreaterThanOrEqual(3);
  });

  it('sets nothing on the page but the reserved box of undefined buttons', () => {
    expect(page.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g)?.map((s) => s.trim())).toEqual([':where(pay-button:not(:defined))']);
  });
});
