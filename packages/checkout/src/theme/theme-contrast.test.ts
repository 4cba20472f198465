import { describe, expect, it } from 'vitest';
import { contrastRatio, themeContrastWarnings } from './theme-contrast';

const DEFAULTS: Record<string, string> = {
  '--cobro-color-text': '#212529',
  '--cobro-color-text-muted': '#495057',
  '--cobro-color-surface': '#ffffff',
  '--cobro-color-primary': '#3b5bdb',
  '--cobro-color-on-primary': '#ffffff',
  '--cobro-color-border': '#868e96',
  '--cobro-color-focus': '#4263eb',
};
const theme = (overrides: Record<string, string | null>) => (property: string) =>
  property in overrides ? overrides[property] : DEFAULTS[property];

describe('the theme contrast warning', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it('says nothing about the documented light defaults', () => {
    expect(themeContrastWarnings(theme({}))).toEqual([]);
  });

  it('names the property, both values and the ratio when text or non-text UI falls short', () => {
    expect(themeContrastWarnings(theme({ '--cobro-color-text-muted': '#aaa', '--cobro-color-border': '#dddddd' }))).toEqual([
      'Cobro: --cobro-color-text-muted (#aaa) on --cobro-color-surface (#ffffff) has a contrast ratio of 2.32:1, below the ' +
        '4.5:1 WCAG 2.2 AA asks for text (SC 1.4.3). See docs/theming.md.',
      'Cobro: --cobro-color-border (#dddddd) on --cobro-color-surface (#ffffff) has a contrast ratio of 1.35:1, below the ' +
        '3:1 WCAG 2.2 AA asks for non-text UI (SC 1.4.11). See docs/theming.md.',
    ]);
  });

  it('judges a primary button by its text on it, and leaves out a colour it cannot read', () => {
    const warnings = themeContrastWarnings(theme({ '--cobro-color-primary': '#7ee2b8', '--cobro-color-on-primary': '#ffffff' }));
    expect(warnings.map((w) => w.split(' has')[0])).toEqual([
      'Cobro: --cobro-color-on-primary (#ffffff) on --cobro-color-primary (#7ee2b8)',
      'Cobro: --cobro-color-primary (#7ee2b8) on --cobro-color-surface (#ffffff)',
    ]);
    expect(themeContrastWarnings(theme({ '--cobro-color-surface': null }))).toEqual([]);
  });
});
