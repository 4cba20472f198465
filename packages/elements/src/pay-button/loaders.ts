import type { Locale } from '@cobro/i18n';
import { zodWithoutEval } from '../zod-without-eval';

export type Runtime = typeof import('./runtime/index');

// The runtime and the checkout, loaded by the click's part of the button (open-checkout.ts, decision 1169); the
// first script only puts their files on the wire (intent-chunks.ts).

let runtime: Promise<Runtime> | undefined;

/** On intent, or when a button fails its session check or has `debug` (`Opener.check`). A failure is retried. */
export function loadRuntime(): Promise<Runtime> {
  zodWithoutEval();
  runtime ??= import('./runtime/index').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

export const CHECKOUT_NOT_LOADED = new Error('The checkout code could not be loaded');
let checkout: Promise<Runtime> | undefined;

/**
 * On intent: the <merchant-checkout> definition (in the runtime) defined, and the checkout itself (the chunk the
 * element would only ask for once it renders).
 */
export function loadCheckout(): Promise<Runtime> {
  zodWithoutEval();
  checkout ??= Promise.all([loadRuntime(), import('@cobro/checkout')])
    .then(([definition]) => {
      definition.defineMerchantCheckout();
      return definition;
    })
    .catch(() => {
      checkout = undefined;
      throw CHECKOUT_NOT_LOADED;
    });
  return checkout;
}

/**
 * On click, beside the checkout session call: the checkout's catalog, which the element would otherwise fetch only
 * once the dialog shows it. Loading it activates that locale, as the element is about to do with the same one.
 */
export function loadCheckoutCatalog(locale: Locale): Promise<void> {
  return loadRuntime().then(
    (definition) =>
      definition.merchantCheckout.loadCatalog(locale).catch(() => {
        throw CHECKOUT_NOT_LOADED;
      }),
    () => {
      throw CHECKOUT_NOT_LOADED;
    },
  );
}
