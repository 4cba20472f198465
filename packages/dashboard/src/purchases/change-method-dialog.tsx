import { Button, Dialog } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';

/** Says what was copied: the link the customer opens to change the card of the subscription (informational). */
export function ChangeMethodDialog({ link, copied, onClose }: { link: string | null; copied: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      size="sm"
      title={t`Change payment method`}
      description={
        copied
          ? t`The link has been copied. Send it to your customer: on that page they can enter a new card for this subscription.`
          : t`Copy this link and send it to your customer: on that page they can enter a new card for this subscription.`
      }
      footer={
        <Button variant="primary" onClick={onClose}>
          <Trans>Understood</Trans>
        </Button>
      }
    >
      <p className="money-link">
        <a href={link ?? undefined} target="_blank" rel="noreferrer">
          {link}
        </a>
      </p>
    </Dialog>
  );
}
