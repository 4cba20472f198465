import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { PaymentProvider } from '../../provider-protocols/index';
import { loadPaymentsConfig, type PaymentsConfig } from './payments-config';
import { inespayProvider } from './provider-adapters/inespay';
import type { Fetch } from './provider-adapters/redsys-rest';
import { redsysProvider } from './provider-adapters/redsys';
import { SANDBOX_PUBLISHABLE_KEY, sandboxCardProvider } from './provider-adapters/sandbox-card';
import { stripeClient, stripeProvider } from './provider-adapters/stripe';

/** A charge's or purchase's provider as stored (`STRIPE`) or as the payments-service path spells it (`stripe`). */
export interface ProviderSelector {
  provider: 'STRIPE' | 'REDSYS' | 'INESPAY' | 'stripe' | 'redsys' | 'inespay';
  payment_method: string;
  /** The id at the provider, when known: a sandbox id (`pi_sb_...`) stays with the sandbox even once Stripe is on. */
  provider_id?: string | null;
}

interface Registry {
  config: PaymentsConfig;
  publishableKey: string;
  sandboxCard: PaymentProvider;
  stripe: PaymentProvider | null;
  /** The SDK client itself, for what is not a payment (update-card's SetupIntents). */
  stripeClient: Stripe | null;
  redsys: PaymentProvider;
  inespay: PaymentProvider;
}

/** What tests replace: the Stripe SDK client (recorded HTTP) and the fetch the bank gateways use. */
export interface ProviderOverrides {
  stripe?: Stripe;
  fetch?: Fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The providers chosen by configuration; a decorator, so encapsulated scopes see the same ones. */
    paymentProviders?: Registry;
  }
}

/** Builds the app's providers once from configuration (PAYMENTS_PROVIDER, STRIPE_*); tests pass their own. */
export function registerProviders(app: FastifyInstance, config: PaymentsConfig = loadPaymentsConfig(), overrides: ProviderOverrides = {}) {
  const client = config.cardProvider === 'stripe' ? (overrides.stripe ?? stripeClient(config.stripe)) : null;
  const stripe = config.cardProvider === 'stripe' && client ? stripeProvider(app, config.stripe, client) : null;
  const registry: Registry = {
    config,
    publishableKey: config.cardProvider === 'stripe' ? config.stripe.publishableKey : SANDBOX_PUBLISHABLE_KEY,
    sandboxCard: sandboxCardProvider(app),
    stripe,
    stripeClient: client,
    redsys: redsysProvider(app, overrides.fetch),
    inespay: inespayProvider(app, overrides.fetch),
  };
  if (app.hasDecorator('paymentProviders')) app.paymentProviders = registry;
  else app.decorate('paymentProviders', registry);
  return registry;
}

function registryOf(app: FastifyInstance): Registry {
  return app.paymentProviders ?? registerProviders(app);
}

export const paymentsConfigOf = (app: FastifyInstance) => registryOf(app).config;
export const stripeClientOf = (app: FastifyInstance) => registryOf(app).stripeClient;
export const publishableKeyOf = (app: FastifyInstance) => registryOf(app).publishableKey;

/**
 * The provider that moves (or refunds) money for a charge or purchase. Card and SEPA go to Stripe when it is
 * configured and to the sandbox otherwise; Redsys and Inespay use the merchant's own credentials, simulated by
 * the sandbox when the merchant has none outside production (never in production: decision 0270).
 */
export function providerFor(app: FastifyInstance, selector: ProviderSelector): PaymentProvider {
  const registry = registryOf(app);
  switch (selector.provider.toUpperCase()) {
    case 'STRIPE':
      if (!registry.stripe || selector.provider_id?.startsWith('pi_sb_')) return registry.sandboxCard;
      return registry.stripe;
    case 'REDSYS':
      return registry.redsys;
    case 'INESPAY':
      return registry.inespay;
    default:
      throw new RangeError(`no payment provider for ${selector.provider}/${selector.payment_method}`);
  }
}
