import { Button, Dialog, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../common/copy-button';
import type { CopiedLink } from './copy-plan-link';

type Props = {
  open: boolean;
  /** The plan's name as its row shows it (`planLabel`). */
  plan: string;
  link: CopiedLink;
  onClose: () => void;
};

/**
 * A plan's payment link, shown once it was read (issue 27 item 8): the address in a read-only field to see and
 * select, a copy button, and whether the copy that opened it reached the clipboard.
 */
export function PaymentLinkDialog({ open, plan, link, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Payment link`}
      description={plan}
      footer={
        <Button variant="primary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <div className="payment-link">
        <TextField
          className="payment-link__field"
          label={t`Payment link`}
          value={link.url}
          readOnly
          translate="no"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton label={t`Copy link`} text={link.url} />
      </div>
      <p className="payment-link__note">
        {link.copied ? (
          <Trans>The link is on your clipboard.</Trans>
        ) : (
          <Trans>It could not be copied automatically: use Copy link or select it.</Trans>
        )}
      </p>
    </Dialog>
  );
}
