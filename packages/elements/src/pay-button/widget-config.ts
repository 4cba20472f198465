/** The widget key and the API base URL a button calls with; either may be missing (OTFE-001). */
export interface WidgetConfig {
  key?: string;
  api?: string;
}

/**
 * Reads `?key=` and `?api=` from the standalone script's own URL (`/widget/1.0.0/pay-button.js?key=pk_test_…&api=…`).
 * A relative `api` is relative to the script, which the Cobro server serves, not to the merchant's page.
 */
export function scriptConfig(scriptUrl: string): WidgetConfig {
  const url = new URL(scriptUrl);
  const key = url.searchParams.get('key')?.trim();
  const api = url.searchParams.get('api')?.trim();
  return { key: key || undefined, api: api ? new URL(api, url).href.replace(/\/+$/, '') : undefined };
}

/** The button's own `widget-key` and `api-url` (the ESM build's way) win over the script URL's. */
export function buttonConfig(props: { widgetKey?: string; apiUrl?: string }, script: WidgetConfig): WidgetConfig {
  return { key: props.widgetKey?.trim() || script.key, api: props.apiUrl?.trim() || script.api };
}
