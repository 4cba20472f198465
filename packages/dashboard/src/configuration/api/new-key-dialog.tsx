import type { GeneratedApiKey } from '@cobro/contracts';
import { Button, Dialog, Icon } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../common/copy-button';

/** The new secret key, shown this once (services-and-configuration 4): the server keeps only its hash. */
export function NewKeyDialog({ apiKey, onClose }: { apiKey: GeneratedApiKey | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      title={t`Your new secret key`}
      // Its own message: in Spanish the key (la clave) is feminine, the signing secret (el secreto) masculine.
      description={t({ message: 'Copy it now and keep it on your server: it will not be shown again.', context: 'secret key' })}
      footer={
        <Button variant="primary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      {apiKey && (
        <div className="api-key__new">
          <code className="api-key__secret" translate="no" data-testid="new-api-key">
            {apiKey.api_key}
          </code>
          <CopyButton label={t`Copy key`} text={apiKey.api_key} />
          <p className="field__hint">
            <Icon name="alert" /> <Trans>Anyone with this key can read your customers and charges and make refunds.</Trans>
          </p>
        </div>
      )}
    </Dialog>
  );
}
