import { FIELD_MESSAGES, type PlanSignatureState, type WidgetSession } from '@cobro/contracts';
import { refusedUnsigned } from '../checkout-body';
import type { CheckoutSessionRequest, PayButtonErrorDetail } from '../pay-button-props';
import { widgetError } from './report';

/**
 * The signed plan of a web-services button, as the page can tell (decision 1010). Only the server holds the secret:
 * the button can see that a signature is missing, and the server answers whether it matches.
 */

const HOW = 'Sign the plan attributes on your server with the button signing secret and write the result in the signature attribute (docs/integration.md, "Sign web-services buttons").';

/** A web-services button without a `signature` is refused by a live key before any click: WID-007. */
export function unsignedError(request: CheckoutSessionRequest, session: WidgetSession): PayButtonErrorDetail | undefined {
  if (!refusedUnsigned(request, session)) return undefined;
  return widgetError('WID-007', { signature: FIELD_MESSAGES.missingField });
}

const warned = new Set<string>();

/** A test key opens an unsigned or altered plan: the integrator is told once per page what a live key would do. */
export function warnSignature(state: PlanSignatureState | undefined): void {
  if (!state || state === 'signed') return;
  const what =
    state === 'missing'
      ? "this button's plan attributes are not signed"
      : "this button's signature does not match its plan attributes (changed after signing, or signed with another secret)";
  const text = `[Cobro <pay-button>] Test key: ${what}. The checkout opens in test mode only: a live key refuses this button with WID-007. ${HOW}`;
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(text);
}

/** The debug diagnosis' line on the signature. */
export function signatureLine(request: CheckoutSessionRequest, session: WidgetSession | undefined): string {
  if (request.plan === undefined) return 'Signature: not needed (product-services mode: the price is on the server)';
  if (request.signature) {
    return `Signature: ${request.signature.slice(0, 11)}… given; the server checks it at the click (a plan changed after signing gets WID-007 with a live key)`;
  }
  if (session?.mode === 'live') return `Signature: missing, so this live-key button is refused (WID-007). ${HOW}`;
  return `Signature: missing. Test key: the checkout still opens, with a console warning; a live key refuses this button (WID-007). ${HOW}`;
}
