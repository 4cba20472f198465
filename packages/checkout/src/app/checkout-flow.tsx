import { LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { CompleteDataPage } from '../complete-data';
import { CompleteLocationPage } from '../complete-location';
import { CompletePaymentPage } from '../complete-payment';
import { DeclinedPage } from '../error';
import { FlowProvider, useFlowReducer } from '../flow/flow-context';
import type { Offer } from '../flow/offer';
import { redirectFor } from '../flow/redirect-rules';
import { useOffer } from '../flow/use-offer';
import { IdentifyPage } from '../identify';
import { CheckoutLayout } from '../layout/checkout-layout';
import { SuccessPage } from '../success';
import { useCheckoutConfig } from './checkout-config';
import { checkoutPath, type CheckoutStep } from './routes';
import { CheckoutErrorPage, UnavailablePage } from './status-pages';
import { usePageTitle } from './use-page-title';

/** One checkout id: its link-or-purchase reads, its flow state, and the page of the step. */
export function CheckoutFlow({ id, step }: { id: string; step: CheckoutStep }) {
  const { t } = useLingui();
  const { onReady, onError } = useCheckoutConfig();
  const availability = useOffer(id);
  const reported = useRef<string | null>(null);

  // Each outcome reaches the integrator once per checkout id, not on every render.
  useEffect(() => {
    const key = `${id}:${availability.kind}`;
    if (availability.kind === 'loading' || reported.current === key) return;
    reported.current = key;
    if (availability.kind === 'ready') onReady?.({ id, plan_id: availability.offer.planId });
    if (availability.kind === 'failed') onError?.({ code: availability.code, message: availability.message });
    if (availability.kind === 'unavailable') onError?.({ code: 'CHK-004', message: 'Payment link not found or inactive' });
  }, [id, availability, onReady, onError]);

  switch (availability.kind) {
    case 'loading':
      return <LoadingPlaceholder label={t`Loading the checkout`} />;
    case 'unavailable':
      return <UnavailablePage />;
    case 'failed':
      return <CheckoutErrorPage code={availability.code} message={availability.message} onRetry={availability.refetch} />;
    case 'ready':
      return <ReadyFlow key={id} id={id} step={step} offer={availability.offer} />;
  }
}

function ReadyFlow({ id, step, offer }: { id: string; step: CheckoutStep; offer: Offer }) {
  const [state, dispatch] = useFlowReducer();
  const redirect = redirectFor(step, state, Boolean(offer.planId));
  return (
    <FlowProvider value={{ id, offer, state, dispatch }}>
      {redirect ? <Redirect to={checkoutPath(id)} replace /> : <StepPage step={step} />}
    </FlowProvider>
  );
}

function StepPage({ step }: { step: CheckoutStep }) {
  const { t } = useLingui();
  const titles: Record<'identify' | 'complete-data' | 'complete-location' | 'complete-payment', string> = {
    identify: t`Your details`,
    'complete-data': t`Complete your details`,
    'complete-location': t`Your address`,
    'complete-payment': t`Payment`,
  };
  const title = step === 'success' || step === 'error' ? '' : titles[step];
  usePageTitle(title);

  switch (step) {
    case 'success':
      return <SuccessPage />;
    case 'error':
      return <DeclinedPage />;
  }
  return (
    <CheckoutLayout showSummary formTitle={title}>
      {step === 'identify' && <IdentifyPage />}
      {step === 'complete-data' && (
        <Suspense fallback={<LoadingPlaceholder />}>
          <CompleteDataPage />
        </Suspense>
      )}
      {step === 'complete-location' && <CompleteLocationPage />}
      {step === 'complete-payment' && <CompletePaymentPage />}
    </CheckoutLayout>
  );
}
