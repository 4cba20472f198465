import { Button, Dialog } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';

type Props = {
  open: boolean;
  busy: boolean;
  onRetry: () => void;
  onWithoutImages: () => void;
  onClose: () => void;
};

/** SER-001 (services-and-configuration 8): the images could not be saved; try again, or save without them. */
export function ImagesFailedDialog({ open, busy, onRetry, onWithoutImages, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t`The images could not be saved`}
      description={t`You can try again, or save the service without images and add them later.`}
      footer={
        <>
          <Button onClick={onWithoutImages} loading={busy}>
            <Trans>Continue without images</Trans>
          </Button>
          <Button variant="primary" onClick={onRetry} loading={busy}>
            <Trans>Try again</Trans>
          </Button>
        </>
      }
    />
  );
}
