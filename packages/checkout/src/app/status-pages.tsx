import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@cobro/ui';
import { buyerErrorText } from '../errors/error-text';
import { StepHeading } from '../layout/step-heading';
import { usePageTitle } from './use-page-title';

/** A page of its own for a checkout that cannot go on: a heading, a text, maybe a retry. */
export function StatusPage({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <div className="checkout checkout--single">
      <section className="status" aria-labelledby="checkout-status-title">
        <StepHeading level={1} id="checkout-status-title" className="status__title">
          {title}
        </StepHeading>
        {children}
      </section>
    </div>
  );
}

/** public-flows 4.8 and 8: an inactive payment link without a purchase. */
export function UnavailablePage() {
  const { t } = useLingui();
  return (
    <StatusPage title={t`Payment link unavailable`}>
      <p>
        <Trans>This payment link is not available. Contact the merchant to get a new one.</Trans>
      </p>
    </StatusPage>
  );
}

/** public-flows 8: both reads failed (or another page-wide failure): the server's code and its text, and a retry. */
export function CheckoutErrorPage({ code, onRetry }: { code: string; onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <StatusPage title={t`Something went wrong`}>
      <p role="alert">{buyerErrorText(code)}</p>
      <ErrorCode code={code} />
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {t`Try again`}
        </Button>
      )}
    </StatusPage>
  );
}

/**
 * CHK-006 for the session a <pay-button> opened the checkout with (expired, missing or another link's): the error
 * page's presentation, without a retry that could not help; the way on is the merchant's page.
 */
export function SessionEndedPage({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <StatusPage title={t`This checkout has expired`}>
      <p role="alert">
        <Trans>
          This checkout is no longer available. No payment was made. Go back to the shop's page and start the payment
          again from its button.
        </Trans>
      </p>
      <ErrorCode code={code} />
    </StatusPage>
  );
}

/**
 * CHK-004 for the checkout's id: no plan or payment link has it (a mistyped or old link). Trying again cannot help,
 * so there is no retry: the page says no payment was made and that the shop can give the right link.
 */
export function LinkNotFoundPage({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <StatusPage title={t`This payment link does not exist`}>
      <p role="alert">
        <Trans>
          The link may be mistyped, or the shop no longer sells this plan. No payment was made. Check the link with the
          shop, or ask them for a new one.
        </Trans>
      </p>
      <ErrorCode code={code} />
    </StatusPage>
  );
}

/** The code for support, after the buyer's text: never the title, never the first thing read (issue 27 item 19). */
function ErrorCode({ code }: { code: string }) {
  return (
    <p className="status__code">
      <Trans>Error code: {code}</Trans>
    </p>
  );
}

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPage title={t`Page not found`}>
      <p>
        <Trans>Check the address of the payment link you received.</Trans>
      </p>
    </StatusPage>
  );
}
