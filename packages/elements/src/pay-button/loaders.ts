import { zodWithoutEval } from '../zod-without-eval';

export type Runtime = typeof import('./runtime/index');

let runtime: Promise<Runtime> | undefined;

/** Right after the first paint, once per page: the client, the schemas, the session check. A failure is retried. */
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
 * On intent (pointer over, focus, click): the <merchant-checkout> definition (already in the runtime) defined, and
 * the checkout itself (the chunk the element would only ask for once it renders).
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
export function loadCheckoutCatalog(locale: 'es' | 'en'): Promise<void> {
  // The definition is in the runtime: the catalog is fetched beside the checkout chunk, not after it.
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
