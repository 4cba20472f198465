import { Button, ErrorBoundary } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCheckoutConfig } from './checkout-config';
import { StatusPage } from './status-pages';

/** Where a buyer asks for help when the checkout itself failed (the product's support, as on its legal pages). */
export const SUPPORT_EMAIL = 'soporte@cobro.es';

/**
 * The checkout's error-boundary page (services-and-configuration 2): what went wrong, back, and contact. A buyer
 * gets no stack; the host page hears GE-001 through cobro-error.
 */
function CrashPage({ error }: { error: Error }) {
  const { t } = useLingui();
  return (
    <StatusPage title={t`Something went wrong`}>
      <p role="alert">
        <Trans>The checkout stopped working. Go back and try again, or contact us.</Trans>
      </p>
      <p translate="no">
        {error.message}
      </p>
      <Button onClick={() => window.history.back()}>
        <Trans>Go back</Trans>
      </Button>
      <p>
        <Trans>
          Need help? <a href={`mailto:${SUPPORT_EMAIL}`}>Contact us</a>
        </Trans>
      </p>
    </StatusPage>
  );
}

/** A render crash in the checkout shows the page above in the element's place instead of leaving it blank. */
export function CheckoutErrorBoundary({ children }: { children: ReactNode }) {
  const { onError } = useCheckoutConfig();
  return (
    <ErrorBoundary
      fallback={(error) => <CrashPage error={error} />}
      onError={(error) => onError?.({ code: 'GE-001', message: error.message })}
    >
      {children}
    </ErrorBoundary>
  );
}
