import { callbackSecretQuery } from '@cobro/data';
import { Button, Icon, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyButton } from '../../common/copy-button';
import { SecretLoadError } from './secret-load-error';

/** The secret's prefix stays readable, so the merchant can tell which kind of key it is. */
const mask = (secret: string) => `${secret.slice(0, secret.indexOf('_') + 1)}${'•'.repeat(24)}`;

/** The Standard Webhooks signing secret: masked until the merchant reveals it, copyable either way. */
export function CallbackSecret() {
  const { t } = useLingui();
  const query = useQuery(callbackSecretQuery());
  const [revealed, setRevealed] = useState(false);
  const secret = query.data?.secret;
  return (
    <div className="web-checkout__secret">
      <h3 className="web-checkout__subtitle">
        <Trans>Signing secret</Trans>
      </h3>
      <p className="field__hint">
        <Trans>Check the webhook-signature header of every callback with it (Standard Webhooks). Keep it private.</Trans>
      </p>
      {secret ? (
        <div className="web-checkout__actions">
          <code className="web-checkout__secret-value" translate="no">
            {revealed ? secret : mask(secret)}
          </code>
          <Button aria-pressed={revealed} onClick={() => setRevealed((shown) => !shown)}>
            <Icon name={revealed ? 'eye-off' : 'eye'} />
            {t`Show secret`}
          </Button>
          <CopyButton label={t`Copy secret`} text={secret} />
        </div>
      ) : query.isError ? (
        <SecretLoadError onRetry={() => void query.refetch()} />
      ) : (
        <LoadingPlaceholder lines={1} />
      )}
    </div>
  );
}
