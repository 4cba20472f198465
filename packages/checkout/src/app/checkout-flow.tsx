import type { CheckoutSession } from '@cobro/contracts';
import { LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { CompleteDataPage } from '../complete-data';
import { CompleteLocationPage } from '../complete-location';
import { CompletePaymentPage } from '../complete-payment';
import { DeclinedPage } from '../declined';
import { FlowProvider, useFlowReducer } from '../flow/flow-context';
import type { Offer } from '../flow/offer';
import { redirectFor } from '../flow/redirect-rules';
import { SessionTimeLimit } from '../flow/session-time-limit';
import { useOffer } from '../flow/use-offer';
import { IdentifyPage } from '../identify';
import { CheckoutLayout } from '../layout/checkout-layout';
import { useCheckoutSession } from '../session/use-checkout-session';
import { SuccessPage } from '../success';
import { useCheckoutConfig } from './checkout-config';
import { flowOutcome, outcomeError } from './flow-outcome';
import { PRELOAD_DELAY_MS, preloadSteps } from './preload-steps';
import { checkoutPath, type CheckoutStep } from './routes';
import { CheckoutErrorPage, LinkNotFoundPage, SessionEndedPage, UnavailablePage } from './status-pages';
import { usePageTitle } from './use-page-title';

/** One checkout id: its link-or-purchase reads, its session, its flow state, and the page of the step. */
export function CheckoutFlow({ id, step }: { id: string; step: CheckoutStep }) {
  const { t } = useLingui();
  const { onReady, onError } = useCheckoutConfig();
  const availability = useOffer(id);
  const session = useCheckoutSession(id);
  const outcome = flowOutcome(session, availability);
  const reported = useRef<string | null>(null);

  // Each outcome reaches the integrator once per checkout id, not on every render.
  useEffect(() => {
    const key = `${id}:${outcome.kind}`;
    if (outcome.kind === 'loading' || reported.current === key) return;
    reported.current = key;
    if (outcome.kind === 'ready') onReady?.({ id, plan_id: outcome.offer.planId });
    const error = outcomeError(outcome);
    if (error) onError?.(error);
  }, [id, outcome, onReady, onError]);

  switch (outcome.kind) {
    case 'loading':
      return <LoadingPlaceholder label={t`Loading the checkout`} />;
    case 'unavailable':
      return <UnavailablePage />;
    case 'session-ended':
      return <SessionEndedPage code={outcome.code} />;
    case 'failed':
      if (outcome.read === 'offer' && outcome.code === 'CHK-004') return <LinkNotFoundPage code={outcome.code} />;
      return (
        <CheckoutErrorPage
          code={outcome.code}
          onRetry={outcome.read === 'session' ? session.refetch : availability.refetch}
        />
      );
    case 'ready':
      // A new session (the same element reused by another click) starts a new flow with its own prefill.
      return <ReadyFlow key={`${id}:${outcome.session?.id}`} id={id} step={step} offer={outcome.offer} session={outcome.session} />;
  }
}

interface ReadyFlowProps {
  id: string;
  step: CheckoutStep;
  offer: Offer;
  session: CheckoutSession | null;
}

function ReadyFlow({ id, step, offer, session }: ReadyFlowProps) {
  const [state, dispatch] = useFlowReducer();
  const redirect = redirectFor(step, state, Boolean(offer.planId));
  useEffect(() => {
    const timer = setTimeout(preloadSteps, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <FlowProvider value={{ id, offer, session, state, dispatch }}>
      {redirect ? <Redirect to={checkoutPath(id)} replace /> : <StepPage step={step} />}
    </FlowProvider>
  );
}

/** Every page but identify is its own chunk (decision 0857): the checkout's first screen carries only identify. */
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
      return (
        <Suspense fallback={<LoadingPlaceholder />}>
          <SuccessPage />
        </Suspense>
      );
    case 'error':
      return (
        <Suspense fallback={<LoadingPlaceholder />}>
          <DeclinedPage />
        </Suspense>
      );
  }
  return (
    <CheckoutLayout showSummary formTitle={title}>
      <SessionTimeLimit />
      {step === 'identify' ? (
        <IdentifyPage />
      ) : (
        <Suspense fallback={<LoadingPlaceholder />}>
          {step === 'complete-data' && <CompleteDataPage />}
          {step === 'complete-location' && <CompleteLocationPage />}
          {step === 'complete-payment' && <CompletePaymentPage />}
        </Suspense>
      )}
    </CheckoutLayout>
  );
}
