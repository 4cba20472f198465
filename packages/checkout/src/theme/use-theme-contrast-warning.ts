import { useEffect, type RefObject } from 'react';

/** Shadow roots already judged: every step draws a layout, the theme is warned about once per checkout. */
const judged = new WeakSet<Node>();

/**
 * Warns in the console when the colours `ref`'s element is drawn with, the merchant's `--cobro-*` values included,
 * fall below WCAG 2.2 AA contrast. A canvas normalises any CSS colour (a name, rgb(), hsl()) to hex.
 */
export function useThemeContrastWarning(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    const root = element?.getRootNode();
    const context = document.createElement('canvas').getContext('2d');
    if (!element || !root || judged.has(root) || !context) return;
    judged.add(root);
    const style = getComputedStyle(element);
    const colour = (property: string) => {
      const value = style.getPropertyValue(property).trim();
      context.fillStyle = '#000001';
      context.fillStyle = value;
      const normalised = String(context.fillStyle);
      return normalised === '#000001' && value !== '#000001' ? null : normalised;
    };
    // The ratios and their messages load after the first screen has painted: a verdict for the merchant's console,
    // not something the buyer waits for (issue 31). One message for all the pairs, so a merchant sees it whole.
    void import('./theme-contrast').then(({ themeContrastWarnings }) => {
      const warnings = themeContrastWarnings(colour);
      if (warnings.length > 0) console.warn(warnings.join('\n'));
    });
  }, [ref]);
}
