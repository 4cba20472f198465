// WCAG 2.2 SC 1.4.3 and 1.4.11 (issue 32): the defaults are checked in tokens.test.ts, a merchant's `--cobro-*` values
// only here, in the browser, on the colours the checkout actually draws with. A warning, never a change: the theme
// stays the merchant's.

/** Foreground, background, the ratio WCAG 2.2 AA asks, and for what. */
const PAIRS = [
  ['--cobro-color-text', '--cobro-color-surface', 4.5, 'text'],
  ['--cobro-color-text-muted', '--cobro-color-surface', 4.5, 'text'],
  ['--cobro-color-on-primary', '--cobro-color-primary', 4.5, 'text'],
  ['--cobro-color-primary', '--cobro-color-surface', 3, 'non-text UI'],
  ['--cobro-color-border', '--cobro-color-surface', 3, 'non-text UI'],
  ['--cobro-color-focus', '--cobro-color-surface', 3, 'non-text UI'],
] as const;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (what a canvas normalises every opaque colour to), else null. */
function parseHex(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The warnings for a theme whose colours `colour` gives as hex (null where it cannot tell: a translucent or
 * unparsable value is not judged). Ratios are rounded down, so a warning never shows a passing figure.
 */
export function themeContrastWarnings(colour: (property: string) => string | null): string[] {
  return PAIRS.flatMap(([foreground, background, needed, what]) => {
    const [fg, bg] = [colour(foreground), colour(background)].map((value) => (value ? parseHex(value) : null));
    if (!fg || !bg) return [];
    const ratio = Math.floor(contrastRatio(fg, bg) * 100) / 100;
    if (ratio >= needed) return [];
    return [
      `Cobro: ${foreground} (${colour(foreground)}) on ${background} (${colour(background)}) has a contrast ratio of ` +
        `${ratio}:1, below the ${needed}:1 WCAG 2.2 AA asks for ${what} (SC ${what === 'text' ? '1.4.3' : '1.4.11'}). ` +
        'See docs/theming.md.',
    ];
  });
}
