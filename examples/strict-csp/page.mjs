// The strict page's response: a fresh nonce per response, the policy headers, the HTML with the Cobro script
// pinned by its integrity hash. Used by server.mjs and by the journey in e2e/strict-csp.spec.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const template = readFileSync(new URL('index.html', import.meta.url), 'utf8');

/** 128 random bits, base64: a nonce is unguessable and never reused. */
export const newNonce = () => randomBytes(16).toString('base64');

/** The policy of the page, as strict as a payments page can be, and cross-origin isolation. */
export function strictHeaders(nonce) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "object-src 'none'",
      "base-uri 'none'",
      "require-trusted-types-for 'script'",
    ].join('; '),
    'cross-origin-embedder-policy': 'require-corp',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}

/** The SRI hashes of the script and its stylesheet, from the manifest.json the Cobro server publishes beside them. */
export async function widgetIntegrity(cobro, version) {
  const response = await fetch(`${cobro}/widget/${version}/manifest.json`);
  if (!response.ok) throw new Error(`${cobro}/widget/${version}/manifest.json answered ${response.status}`);
  return integrityOf(await response.json());
}

/** `{ script, styles }` from a parsed manifest.json. */
export const integrityOf = (manifest) => ({
  script: manifest.files['pay-button.js'].integrity,
  styles: manifest.files['pay-button.css'].integrity,
});

/** index.html for one response. `cobro` is the Cobro server's origin, `key` your widget key. */
export function renderPage({ nonce, cobro, version, key, integrity }) {
  return template
    .replaceAll('%NONCE%', nonce)
    .replaceAll('%COBRO%', cobro)
    .replaceAll('%VERSION%', version)
    .replaceAll('%KEY%', key)
    .replaceAll('%SCRIPT_INTEGRITY%', integrity.script)
    .replaceAll('%STYLES_INTEGRITY%', integrity.styles);
}
