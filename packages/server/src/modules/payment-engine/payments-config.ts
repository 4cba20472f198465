/**
 * Which card/SEPA provider the server speaks to. The sandbox is the embedded default so every flow runs on one
 * machine; Stripe takes over card and SEPA only when all three of its keys are set (a half configuration is a
 * start-up error, not a silent fall-back).
 */
export type PaymentsConfig =
  | { cardProvider: 'sandbox' }
  | {
      cardProvider: 'stripe';
      /** `connectWebhookSecret` signs the Connect endpoint (connected accounts' events: modules/gateway); optional. */
      stripe: { secretKey: string; publishableKey: string; webhookSecret: string; connectWebhookSecret?: string };
    };

type Env = Record<string, string | undefined>;

export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  const chosen = env.PAYMENTS_PROVIDER || (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (chosen === 'sandbox') return { cardProvider: 'sandbox' };
  if (chosen !== 'stripe') throw new Error(`PAYMENTS_PROVIDER must be sandbox or stripe, got "${chosen}"`);
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const connectWebhookSecret = env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined;
  return { cardProvider: 'stripe', stripe: { secretKey, publishableKey, webhookSecret, connectWebhookSecret } };
}
