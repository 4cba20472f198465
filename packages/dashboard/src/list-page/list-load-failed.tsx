import { ApiError } from '@cobro/client';
import { errorMessage } from '@cobro/i18n';
import { Button, Icon } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A table whose load failed (dashboard-core 2): a title, the server's code and its translated text, a retry that
 * asks again and a button that goes back to where the person came from.
 */
export function ListLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const code = error instanceof ApiError ? error.code : null;
  const text = code ? (errorMessage(code) ?? (error as ApiError).message) : t`Check your connection and try again.`;
  return (
    <div role="alert" className="placeholder placeholder--error list-page__failed">
      <Icon name="alert" className="placeholder__icon" />
      <p className="placeholder__title">
        <Trans>The list could not be loaded</Trans>
      </p>
      <p className="placeholder__description">{code ? `${code}: ${text}` : text}</p>
      <div className="list-page__failed-actions">
        <Button variant="primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="secondary" onClick={() => history.back()}>
          <Trans>Go back</Trans>
        </Button>
      </div>
    </div>
  );
}
