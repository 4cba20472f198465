let hiddenSheet: CSSStyleSheet | undefined;

/**
 * Takes the element out of the page, or puts it back, with an adopted sheet (`:host { display: none }`): no style
 * attribute on the merchant's page (decision 1043). The element's other sheets stay as they are, those adopted later
 * (the dialog's) included.
 */
export function hostVisibility(root: ShadowRoot): (hidden: boolean) => void {
  return (hidden) => {
    if (!hiddenSheet) {
      hiddenSheet = new CSSStyleSheet();
      hiddenSheet.replaceSync(':host{display:none!important}');
    }
    const others = root.adoptedStyleSheets.filter((sheet) => sheet !== hiddenSheet);
    root.adoptedStyleSheets = hidden ? [...others, hiddenSheet] : others;
  };
}
