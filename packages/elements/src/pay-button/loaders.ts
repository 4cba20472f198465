export type Runtime = typeof import('./runtime/index');

/**
 * zod (in the runtime and the checkout) probes `new Function` when it builds its first schema, to pick a faster
 * parser; under a strict CSP (no unsafe-eval, Trusted Types) the caught probe is still reported as a
 * securitypolicyviolation. zod's page-wide config, which every copy reads when it loads, turns the probe off: it is
 * set before our chunks evaluate (decision 1041).
 */
function withoutEval() {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

let runtime: Promise<Runtime> | undefined;

/** Right after the first paint, once per page: the client, the schemas, the session check. A failure is retried. */
export function loadRuntime(): Promise<Runtime> {
  withoutEval();
  runtime ??= import('./runtime/index').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

type CheckoutDefinition = typeof import('../elements/merchant-checkout');

export const CHECKOUT_NOT_LOADED = new Error('The checkout code could not be loaded');
let checkout: Promise<CheckoutDefinition> | undefined;

/**
 * On intent (pointer over, focus, click): the <merchant-checkout> definition, defined, and the checkout itself
 * (the chunk the element would only ask for once it renders).
 */
export function loadCheckout(): Promise<CheckoutDefinition> {
  withoutEval();
  checkout ??= Promise.all([import('../elements/merchant-checkout'), import('@cobro/checkout')])
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
  return loadCheckout().then((definition) =>
    definition.merchantCheckout.loadCatalog(locale).catch(() => {
      throw CHECKOUT_NOT_LOADED;
    }),
  );
}
