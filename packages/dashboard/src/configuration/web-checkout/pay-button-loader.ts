const loads = new Map<string, Promise<void>>();

/**
 * Loads the published widget script the way a merchant's page does, from its versioned URL with the key and API in
 * the query, once per URL; resolves when <pay-button> is defined. Nothing is injected into the page: a dynamic
 * import() of a same-origin module is allowed by the admin's strict CSP. A failed load may be tried again.
 */
export function loadPayButton(scriptUrl: string): Promise<void> {
  let load = loads.get(scriptUrl);
  if (!load) {
    load = import(/* @vite-ignore */ scriptUrl).then(() => customElements.whenDefined('pay-button')).then(() => undefined);
    load.catch(() => loads.delete(scriptUrl));
    loads.set(scriptUrl, load);
  }
  return load;
}
