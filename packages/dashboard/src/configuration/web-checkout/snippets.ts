import { WIDGET_LATEST_VERSION, WIDGET_SUPPORTED_VERSIONS } from '@cobro/contracts';

/**
 * The code a merchant pastes (services-and-configuration 4, 7; decision 1000): the versioned script with the
 * widget key and the API URL in its query, each file pinned by its SRI hash from the version's manifest, and the
 * <pay-button> with its attributes. Pure functions, so every rule is tested without a browser.
 */

/** Text inside a double-quoted HTML attribute: a value can never close the attribute or open a tag. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A query value: encoded, but `:` and `/` (allowed in a query) stay readable (`api=https://shop.es/api`). */
const queryValue = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2F/gi, '/');

/** Where the widget files come from: the server behind the API, resolved against the page for a relative `/api`. */
export function widgetOrigin(apiUrl: string, base: string): string {
  return new URL(apiUrl, base).origin;
}

/** The API URL as a merchant's page must call it: absolute, without a trailing slash. */
export function absoluteApiUrl(apiUrl: string, base: string): string {
  return new URL(apiUrl, base).href.replace(/\/+$/, '');
}

export type WidgetScriptTarget = { origin: string; version: string; apiKey: string; apiUrl: string };

export const widgetFileUrl = (origin: string, version: string, file: string) =>
  `${origin}/widget/${encodeURIComponent(version)}/${file}`;

/** `/widget/<version>/pay-button.js?key=<api_key>&api=<api url>`: the script reads both from its own URL. */
export function widgetScriptUrl({ origin, version, apiKey, apiUrl }: WidgetScriptTarget): string {
  return `${widgetFileUrl(origin, version, PAY_BUTTON_SCRIPT)}?key=${queryValue(apiKey)}&api=${queryValue(apiUrl)}`;
}

export const PAY_BUTTON_SCRIPT = 'pay-button.js';
export const PAY_BUTTON_STYLES = 'pay-button.css';

/** The SRI hashes of a version, from its manifest.json; null when the version does not publish the script. */
export function integrityOf(files: Record<string, { integrity: string }>) {
  const script = files[PAY_BUTTON_SCRIPT]?.integrity;
  if (!script) return null;
  return { script, styles: files[PAY_BUTTON_STYLES]?.integrity ?? null };
}

/**
 * The unique script of step 2. The stylesheet reserves the button's box before the script upgrades it (zero layout
 * shift), so it goes first, for the page's <head>; a version that publishes no stylesheet gets the script alone.
 */
export function scriptSnippet(target: WidgetScriptTarget, integrity: { script: string; styles: string | null }): string {
  const script = `<script type="module" src="${escapeAttribute(widgetScriptUrl(target))}" integrity="${escapeAttribute(integrity.script)}" crossorigin="anonymous"></script>`;
  if (!integrity.styles) return script;
  const styles = widgetFileUrl(target.origin, target.version, PAY_BUTTON_STYLES);
  return `<link rel="stylesheet" href="${escapeAttribute(styles)}" integrity="${escapeAttribute(integrity.styles)}" crossorigin="anonymous">\n${script}`;
}

/** One attribute of a <pay-button>; `true` writes a valueless attribute (`not-editable`). */
export type ButtonAttribute = readonly [name: string, value: string | true];

/** The <pay-button> of step 3, one attribute per line so a merchant can read and edit it. */
export function buttonSnippet(attributes: readonly ButtonAttribute[]): string {
  if (attributes.length === 0) return '<pay-button></pay-button>';
  const lines = attributes.map(([name, value]) => (value === true ? `  ${name}` : `  ${name}="${escapeAttribute(value)}"`));
  return `<pay-button\n${lines.join('\n')}\n></pay-button>`;
}

/** A configured version other than the latest opens the update modal (services-and-configuration 4). */
export const needsUpdate = (configuredVersion: string) => configuredVersion !== WIDGET_LATEST_VERSION;

export type SupportedVersion = (typeof WIDGET_SUPPORTED_VERSIONS)[number];

export const isSupportedVersion = (version: string): version is SupportedVersion =>
  (WIDGET_SUPPORTED_VERSIONS as readonly string[]).includes(version);

/** The version whose script the screen offers and previews: the configured one, or the latest if it is unknown. */
export const offeredVersion = (configuredVersion: string): SupportedVersion =>
  isSupportedVersion(configuredVersion) ? configuredVersion : WIDGET_LATEST_VERSION;

