import type { Locale } from '@cobro/i18n';
import { zodWithoutEval } from '../zod-without-eval';

/**
 * The chunks intent needs, written into `pay-button.js` by the build (vite.config.ts, decision 0250): the runtime's
 * and the checkout's whole static graphs (`code`), and each locale's checkout catalog. Relative to the script.
 */
export type IntentChunks = Record<Locale, string[]> & { code: string[] };

let intentChunks: { base: string; files: IntentChunks } | undefined;
const warmed = new Set<string>();

/** Set by the standalone script; the ESM builds have none (the app's bundler decides how chunks load). */
export function setIntentChunks(base: string, files: unknown): void {
  if (typeof files === 'object' && files !== null && Array.isArray((files as IntentChunks).code)) {
    intentChunks = { base, files: files as IntentChunks };
  }
}

/**
 * On intent (pointer over, pointerdown, focus, click): every chunk the checkout's first screen needs, requested
 * at once. The dynamic imports would find them one level of static imports at a time (nine levels deep); importing
 * each by URL puts them all on the wire together, and the later imports find them in the module map.
 */
export function warmCheckout(locale: Locale): void {
  if (!intentChunks || warmed.has(locale)) return;
  zodWithoutEval();
  const files = warmed.size === 0 ? [...intentChunks.files.code, ...intentChunks.files[locale]] : intentChunks.files[locale];
  warmed.add(locale);
  for (const file of files) void import(/* @vite-ignore */ new URL(file, intentChunks.base).href).catch(() => undefined);
}
