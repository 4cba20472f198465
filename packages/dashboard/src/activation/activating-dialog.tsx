import { Button, Dialog } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';

/** After step 5 (public-flows 4): the gateway is being activated; the only way on is the dashboard. */
export function ActivatingDialog({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onContinue}
      size="sm"
      title={t`Your payment gateway is being activated`}
      description={t`We are reviewing your data. You can start setting up your services meanwhile; we will let you know when payments are ready.`}
      footer={
        <Button variant="primary" onClick={onContinue}>
          <Trans>Go to the dashboard</Trans>
        </Button>
      }
    />
  );
}
