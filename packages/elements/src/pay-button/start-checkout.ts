import type { CheckoutSession, PaymentLinkView } from '@cobro/contracts';
import type { CheckoutSessionRequest } from './pay-button-props';
import type { CheckoutReads } from './runtime/prime-checkout';
import { openCheckoutSession, WIDGET_PATHS, widgetCall, type WidgetTarget } from './widget-api';

/** A checkout on its way: its session, then the checkout's first two reads of it. */
export interface StartedCheckout {
  session: Promise<CheckoutSession>;
  reads: Promise<CheckoutReads>;
}

/**
 * At the click, before the checkout's code has arrived (decision 0250): POST /widget/checkout-sessions, and as soon
 * as it answers the payment link and the session the checkout will read first, so the three calls overlap the
 * code instead of following it. The reads are handed to the checkout's query client once the runtime is there.
 */
export function startCheckout(target: WidgetTarget, request: CheckoutSessionRequest, signal: AbortSignal): StartedCheckout {
  const read = <T>(path: string) => {
    const answer = widgetCall<T>(target.api, path, { signal });
    // Not awaited until the checkout reads it (or never, when the click is abandoned): no unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  };
  const session = openCheckoutSession(target, request, signal);
  // Never awaited when the attributes fail their check meanwhile: the dialog then shows why.
  session.catch(() => undefined);
  const reads = session.then((opened) => ({
    link: read<PaymentLinkView>(WIDGET_PATHS.paymentLink(opened.link_id)),
    session: read<CheckoutSession>(WIDGET_PATHS.checkoutSession(opened.id)),
  }));
  reads.catch(() => undefined);
  return { session, reads };
}
