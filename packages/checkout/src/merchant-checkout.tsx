import { configureApi } from '@cobro/data';
import { detectLocale, interfaceLanguage } from '@cobro/i18n';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckoutConfigProvider, type CheckoutEvents } from './app/checkout-config';
import { CheckoutRouter } from './app/checkout-router';
import { CheckoutErrorBoundary } from './app/crash-page';
import { checkoutPath } from './app/routes';
import { claimPageReturn, type PageReturn } from './flow/page-return';

export interface MerchantCheckoutProps extends CheckoutEvents {
  /** Base URL of the main API (`/api` on the reference server). */
  apiUrl: string;
  /** Base URL of the payments service; defaults to `{apiUrl}/payments`. */
  paymentsUrl?: string;
  /**
   * The payment link (or purchase) to check out. Given: the flow runs in memory and the page's URL is never
   * touched (a merchant's page). Absent: the routes are the browser's (the product's own /checkout pages).
   */
  linkId?: string;
  /**
   * The checkout session a <pay-button> click created (`session-id`): the buyer data it prefills, read-only when
   * the button said `not-editable`, and the session create-purchase names. Given with `linkId`.
   */
  sessionId?: string;
  /** Interface language; the element's providers load its catalog before this renders. */
  locale?: string;
}

/**
 * The buyer checkout and the update-card page. The element around it provides the QueryClient, Lingui and the
 * toast region; this component owns the API configuration and the location.
 */
export function MerchantCheckout({
  apiUrl,
  paymentsUrl,
  linkId,
  sessionId,
  onReady,
  onPaymentSuccess,
  onPaymentPending,
  onPaymentFailed,
  onError,
}: MerchantCheckoutProps) {
  const { i18n } = useLingui();
  // Configured during render, before any child's first query; configureApi keeps the client for equal URLs.
  useMemo(() => configureApi({ apiUrl, paymentsUrl, language: interfaceLanguage }), [apiUrl, paymentsUrl]);
  // Back on the merchant's page from a provider's page: this checkout resumes on its result (decision 1134).
  const [returned] = useState(() => (linkId ? claimPageReturn(linkId) : null));
  const memory = useMemo(
    () => (linkId ? memoryLocation({ path: returned?.linkId === linkId ? resultPath(returned) : checkoutPath(linkId) }) : null),
    [linkId, returned],
  );
  const config = useMemo(
    () => ({
      paymentsUrl: paymentsUrl ?? `${apiUrl.replace(/\/+$/, '')}/payments`,
      locale: detectLocale(i18n.locale),
      mode: memory ? ('embedded' as const) : ('page' as const),
      sessionId: sessionId || returned?.sessionId || null,
      returnedPurchaseId: returned?.purchaseId ?? null,
      onReady,
      onPaymentSuccess,
      onPaymentPending,
      onPaymentFailed,
      onError,
    }),
    [
      apiUrl,
      paymentsUrl,
      i18n.locale,
      memory,
      sessionId,
      returned,
      onReady,
      onPaymentSuccess,
      onPaymentPending,
      onPaymentFailed,
      onError,
    ],
  );
  // The checkout's language marks its content (WCAG 3.1.2): on a page in another language, a screen reader reads
  // the checkout in its own voice, as <pay-button> marks its button.
  return (
    <CheckoutConfigProvider value={config}>
      <div className={memory ? 'cobro-checkout' : 'cobro-checkout cobro-checkout--page'} lang={config.locale}>
        <CheckoutErrorBoundary>
          {memory ? (
            <Router hook={memory.hook} searchHook={memory.searchHook}>
              <CheckoutRouter />
            </Router>
          ) : (
            <CheckoutRouter />
          )}
        </CheckoutErrorBoundary>
      </div>
    </CheckoutConfigProvider>
  );
}

/** The result page a provider's return resumes on; it reads the purchase from the server, as after any redirect. */
const resultPath = ({ linkId, purchaseId, result }: PageReturn) =>
  `${checkoutPath(linkId, result === 'success' ? 'success' : 'error')}?purchase_id=${encodeURIComponent(purchaseId)}`;
