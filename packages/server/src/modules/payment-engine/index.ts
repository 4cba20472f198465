import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from './payments-config';
import { notificationRoutes, stripeWebhookRoute } from './notifications.routes';
import { paymentsRoutes } from './payment-engine.routes';
import { registerProviders, type ProviderOverrides } from './registry';
import { sandboxPagesServed, sandboxRoutes } from './sandbox/sandbox.routes';

export { providerFor, paymentsConfigOf, registerProviders, type ProviderSelector } from './registry';
export { moveCharge, canMoveCharge, settledStatus, type ChargeUpdate } from './charge-state-commands';
export { settleSandboxDebits } from './sandbox/confirm';

export interface PaymentsOptions {
  config?: PaymentsConfig;
  overrides?: ProviderOverrides;
}

/** The payments service: checkout calls, provider notifications and (not in production unless asked) the sandbox provider's pages. */
export async function paymentsModule(app: FastifyInstance, options: PaymentsOptions = {}) {
  registerProviders(app, options.config, options.overrides);
  paymentsRoutes(app);
  // Providers and the simulated pages post HTML forms; these scopes read them (the rest of the API is JSON-only).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    notificationRoutes(scope);
    if (sandboxPagesServed(app.config)) sandboxRoutes(scope);
  });
  await app.register(async (scope) => stripeWebhookRoute(scope));
}
export { billingDate } from './billing-period-rules';
export { closeVariablePeriod, reportedUnits } from './variable-period-commands';
export { openSetup } from './setup-commands';
export { usagePeriodStart, variableActivation } from './billing-cycle-rules';
export { notificationUrl } from './payment-data-commands';
export { openIntent, SANDBOX_PUBLISHABLE_KEY, SANDBOX_SEPA_SETTLE_MS } from './provider-adapters/sandbox-card';
export { publishableKeyOf, stripeClientOf } from './registry';
export { createPurchase } from './checkout-purchase';
export { paymentData } from './payment-data-commands';
