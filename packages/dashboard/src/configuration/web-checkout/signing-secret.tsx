import type { ButtonSigningSecret } from '@cobro/contracts';
import { buttonSigningSecretQuery, useGenerateSigningSecret } from '@cobro/data';
import { formatDateTime } from '@cobro/i18n';
import { Button, Dialog, Icon, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiErrorToast } from '../../common/error-toast';
import { CopyButton } from '../../common/copy-button';
import { SecretLoadError } from './secret-load-error';
import type { SignatureState } from './use-signed-button';

/**
 * The button signing secret of web-services buttons (decision 1010). The merchant's server signs each button's plan
 * attributes with it, so a buyer cannot change the price in the page. It is shown once, right after it is generated:
 * the server keeps it, but no call reads it back. Regenerating replaces it, after a confirmation, since every button
 * signed with the old one is refused by a live key until it is signed again.
 */
export function SigningSecret() {
  const { t } = useLingui();
  const status = useQuery(buttonSigningSecretQuery());
  const generate = useGenerateSigningSecret();
  const [shown, setShown] = useState<ButtonSigningSecret | null>(null);
  const [confirming, setConfirming] = useState(false);
  const createdAt = status.data?.created_at ?? null;

  const run = async () => {
    setConfirming(false);
    try {
      setShown(await generate.mutateAsync());
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  return (
    <section className="web-checkout__secret" aria-labelledby="button-signing-secret">
      <h3 id="button-signing-secret" className="web-checkout__subtitle">
        <Trans>Button signing secret</Trans>
      </h3>
      <p className="field__hint">
        <Trans>
          Your server signs the plan attributes of each web-services button with it, so that a buyer cannot change the
          price in the page. With a live key, a button without a valid signature is refused (WID-007). Keep it on your
          server, never in a page.
        </Trans>
      </p>
      {shown ? (
        <div className="web-checkout__stack">
          <div className="web-checkout__actions">
            <code className="web-checkout__secret-value" translate="no">
              {shown.secret}
            </code>
            <CopyButton label={t`Copy secret`} text={shown.secret} />
          </div>
          <p role="alert" className="field__hint">
            <Icon name="alert" /> <Trans>Copy it now and keep it on your server: it will not be shown again.</Trans>
          </p>
        </div>
      ) : status.isError ? (
        <SecretLoadError onRetry={() => void status.refetch()} />
      ) : status.isPending ? (
        <LoadingPlaceholder lines={1} />
      ) : (
        <div className="web-checkout__actions">
          <p className="web-checkout__text">
            {createdAt ? <Trans>Generated on {formatDateTime(createdAt)}.</Trans> : <Trans>No secret yet.</Trans>}
          </p>
          <Button
            variant={createdAt ? 'secondary' : 'primary'}
            loading={generate.isPending}
            onClick={() => (createdAt ? setConfirming(true) : void run())}
          >
            {createdAt ? <Trans>Regenerate secret</Trans> : <Trans>Generate secret</Trans>}
          </Button>
        </div>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={t`Regenerate the signing secret?`}
        description={t`Buttons signed with the current secret are refused with a live key until your server signs them with the new one.`}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="primary" onClick={() => void run()}>
              <Trans>Regenerate</Trans>
            </Button>
          </>
        }
      />
    </section>
  );
}

/** Under the web-services button's code: whether it carries a signature, and what that means for a live key. */
export function SignatureNote({ state, retry }: { state: SignatureState; retry: () => void }) {
  if (state === 'signed') {
    return (
      <p className="field__hint">
        <Trans>
          Signed for these attributes. If your page writes other values, your server signs them with your secret (see
          the integration guide).
        </Trans>
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <p className="field__error">
        <Icon name="alert" />
        <Trans>The button could not be signed: a live key refuses it as it is (WID-007).</Trans>{' '}
        <Button size="sm" variant="ghost" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    );
  }
  return (
    <p className="field__hint">
      <Icon name="alert" />{' '}
      <Trans>
        Not signed: it opens the checkout with a test key only; a live key refuses it (WID-007). Generate the button
        signing secret above to sign it.
      </Trans>
    </p>
  );
}
