import type { FrameTheme } from '@cobro/contracts';
import type { CardFailure } from './card-errors';

/** The result of confirming a payment or a setup in the provider's form, whatever the provider. */
export type ConfirmResult = { status: 'succeeded' | 'processing' } | ({ status: 'failed' } & CardFailure);

export type SandboxMessage =
  | { type: 'cobro-sandbox:ready' }
  | { type: 'cobro-sandbox:change'; complete: boolean }
  | { type: 'cobro-sandbox:result'; result: ConfirmResult };

/** Which form confirms a card or SEPA payment: the sandbox frame, Stripe.js, or neither (a key we do not know). */
export function cardFormKind(stripeKey: string): 'sandbox' | 'stripe' | 'unknown' {
  if (stripeKey.startsWith('pk_sandbox_')) return 'sandbox';
  if (stripeKey.startsWith('pk_test_') || stripeKey.startsWith('pk_live_')) return 'stripe';
  return 'unknown';
}

export interface SandboxFrameOptions {
  paymentsUrl: string;
  clientSecret: string;
  method: 'card' | 'sepa_debit';
  mode: 'payment' | 'setup';
  locale: 'es' | 'en';
  /** Origin of the page that embeds the frame (the merchant's page, or ours). */
  parentOrigin: string;
  /** Resolves a relative payments URL (`/api/payments`) against the page. */
  baseUrl: string;
  /** The checkout's `--cobro-*` theme as the frame takes it (contracts' frameTheme): the frame cannot inherit it. */
  theme?: FrameTheme;
}

/** The frame URL of the shared sandbox protocol, and the origin its messages must come from. */
export function sandboxFrame(options: SandboxFrameOptions): { src: string; origin: string } {
  const url = new URL(`${options.paymentsUrl.replace(/\/+$/, '')}/sandbox/frame`, options.baseUrl);
  url.search = new URLSearchParams({
    client_secret: options.clientSecret,
    method: options.method,
    mode: options.mode,
    locale: options.locale,
    parent_origin: options.parentOrigin,
    ...options.theme,
  }).toString();
  return { src: url.href, origin: url.origin };
}

const STATUSES = ['succeeded', 'processing', 'failed'] as const;
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Reads a message from the frame, or null for anything that is not one of the protocol's: the caller has already
 * checked the sender's origin and window; this refuses shapes a different script on that origin might post.
 */
export function readSandboxMessage(data: unknown): SandboxMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'cobro-sandbox:ready':
      return { type: 'cobro-sandbox:ready' };
    case 'cobro-sandbox:change':
      return typeof message.complete === 'boolean' ? { type: 'cobro-sandbox:change', complete: message.complete } : null;
    case 'cobro-sandbox:result': {
      const status = STATUSES.find((s) => s === message.status);
      if (!status) return null;
      if (status !== 'failed') return { type: 'cobro-sandbox:result', result: { status } };
      return {
        type: 'cobro-sandbox:result',
        result: {
          status,
          code: optionalText(message.code),
          decline_code: optionalText(message.decline_code),
          message: optionalText(message.message),
        },
      };
    }
    default:
      return null;
  }
}
