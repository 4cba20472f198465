import { ApiError } from '@cobro/client';
import { errorMessage } from '@cobro/i18n';
import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../app/use-document-title';

/**
 * A failed organization fetch other than 401 (dashboard-core 8): full page with the code, its translated message and
 * the backend-error label. A failure without a server code (network down) reads as API-500.
 */
export function OrganizationErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Something went wrong`);
  const code = error instanceof ApiError ? error.code : 'API-500';
  const message = errorMessage(code) ?? (error instanceof Error ? error.message : errorMessage('API-500'));
  return (
    <main id="main-content" tabIndex={-1} className="status-page status-page--full">
        <p className="status-page__label">
          <Trans>Backend error</Trans>
        </p>
        <h1 className="status-page__title">{message}</h1>
        <p className="status-page__text">
          <Trans>Error code: {code}</Trans>
        </p>
        <div className="status-page__actions">
          <Button variant="primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
    </main>
  );
}
