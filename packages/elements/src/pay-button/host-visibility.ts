let hiddenSheet: CSSStyleSheet | undefined;

/**
 * Takes the element out of the page, or puts it back, with an adopted sheet (`:host { display: none }`): no style
 * attribute on the merchant's page (decision 1043). The element's own sheets are the ones it has now.
 */
export function hostVisibility(root: ShadowRoot): (hidden: boolean) => void {
  // A copy: `adoptedStyleSheets` is a live array, so the hiding sheet added later would stay in a reference to it.
  const sheets = [...root.adoptedStyleSheets];
  return (hidden) => {
    if (!hiddenSheet) {
      hiddenSheet = new CSSStyleSheet();
      hiddenSheet.replaceSync(':host{display:none!important}');
    }
    root.adoptedStyleSheets = hidden ? [...sheets, hiddenSheet] : sheets;
  };
}
