import { useCallback } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts a stylesheet in the shadow root (or the document) a node is in, once per root: how a lazy chunk brings its
 * own styles instead of weighing on the element's first screen. Constructable sheets, since CSP allows no <style>.
 */
export function adoptStyles(node: Node, css: string) {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot || root instanceof Document)) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * A callback ref for a lazy page's outer element: its stylesheet is adopted when the element is attached, before the
 * browser paints it (also when the page first rendered a loading state without that element).
 */
export function useAdoptedStyles(css: string) {
  return useCallback((node: Element | null) => {
    if (node) adoptStyles(node, css);
  }, [css]);
}
