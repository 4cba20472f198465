import { Button } from '@cobro/ui';
import { Trans } from '@lingui/react/macro';
import { PageHeading } from './page-heading';

/**
 * The general error screen of the public pages (public-flows 8): a failure the page cannot explain, with the code
 * when the server gave one and a way to try again.
 */
export function GeneralError({ code, onRetry }: { code?: string; onRetry: () => void }) {
  return (
    <div className="status-page">
      {code && <p className="status-page__label">{code}</p>}
      <PageHeading>
        <Trans>Something went wrong</Trans>
      </PageHeading>
      <p className="status-page__text">
        <Trans>We could not complete the request. Please try again in a moment.</Trans>
      </p>
      <Button variant="primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
