import { WIDGET_LATEST_VERSION } from '@cobro/contracts';
import { useVersionChange } from '@cobro/data';
import { Button, Dialog, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showApiErrorToast } from '../../common/error-toast';
import { needsUpdate } from './snippets';

/**
 * The widget-update modal (services-and-configuration 4): it opens while the configured version is not the latest;
 * its action selects the latest through the version-change call. Closing it leaves the version as it is until the
 * page is opened again or the version changes once more.
 */
export function UpdateVersionDialog({ configuredVersion }: { configuredVersion: string }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const versionChange = useVersionChange();
  const open = needsUpdate(configuredVersion) && dismissed !== configuredVersion;
  // The dialog's text stays in the page while it is closed (a closed <dialog>): on the latest version there is no
  // update to talk about, so nothing is rendered at all.
  if (!needsUpdate(configuredVersion)) return null;

  const update = async () => {
    try {
      await versionChange.mutateAsync({ version: WIDGET_LATEST_VERSION });
      toast({ title: t`Widget updated to version ${WIDGET_LATEST_VERSION}`, description: t`Copy the script again and replace it on your website.`, tone: 'success' });
    } catch (error) {
      showApiErrorToast(error, 'WID-006');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => setDismissed(configuredVersion)}
      title={t`Update your widget`}
      description={t`Your website uses version ${configuredVersion} of the widget. Version ${WIDGET_LATEST_VERSION} is available.`}
      footer={
        <>
          <Button onClick={() => setDismissed(configuredVersion)}>
            <Trans>Not now</Trans>
          </Button>
          <Button variant="primary" loading={versionChange.isPending} onClick={() => void update()}>
            <Trans>Update to {WIDGET_LATEST_VERSION}</Trans>
          </Button>
        </>
      }
    >
      <p className="web-checkout__text">
        <Trans>After updating, copy the unique script of step 2 again and replace the old one on your website.</Trans>
      </p>
    </Dialog>
  );
}
