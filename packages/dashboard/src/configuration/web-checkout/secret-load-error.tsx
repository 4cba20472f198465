import { Button, Icon } from '@cobro/ui';
import { Trans } from '@lingui/react/macro';

/** What a secret of the web checkout screen shows when its read failed, with a retry. */
export function SecretLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="field__error">
      <Icon name="alert" />
      <Trans>The secret could not be loaded.</Trans>{' '}
      <Button size="sm" variant="ghost" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </p>
  );
}
