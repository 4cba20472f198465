import type { FrameTheme } from '@cobro/contracts';
import type { Locale } from '@cobro/i18n';
import type { ConfirmResult } from './card-form-types';

export type SandboxMessage =
  | { type: 'cobro-sandbox:ready' }
  | { type: 'cobro-sandbox:change'; complete: boolean }
  /** A confirm found fields wrong: the frame shows why at each one. */
  | { type: 'cobro-sandbox:invalid' }
  /** Escape pressed inside the frame, whose keys never reach the page: the page acts on it. */
  | { type: 'cobro-sandbox:escape' }
  /** The frame's content height in CSS pixels: the page sizes the iframe to it. */
  | { type: 'cobro-sandbox:height'; height: number }
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
  locale: Locale;
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
    case 'cobro-sandbox:invalid':
    case 'cobro-sandbox:escape':
      return { type: message.type };
    case 'cobro-sandbox:height': {
      const height = message.height;
      // Bounded: a frame cannot make the page absurdly tall.
      return typeof height === 'number' && Number.isFinite(height) && height > 0 && height <= 2000
        ? { type: 'cobro-sandbox:height', height: Math.ceil(height) }
        : null;
    }
    case 'cobro-sandbox:change':
      return typeof message.complete === 'boolean' ? { type: 'cobro-sandbox:change', complete: message.complete } : null;
    case 'cobro-sandbox:result': {
      const status = STATUSES.find((s) => s === message.status);
      if (!status) return null;
      if (status !== 'failed') {
        const last4 = typeof message.last4 === 'string' && /^\d{4}$/.test(message.last4) ? message.last4 : undefined;
        return { type: 'cobro-sandbox:result', result: last4 ? { status, last4 } : { status } };
      }
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
