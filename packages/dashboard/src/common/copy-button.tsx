import { Button, Icon } from '@cobro/ui';
import { Trans } from '@lingui/react/macro';
import { useCopy } from './use-copy';

type Props = {
  /** The button's words before copying ("Copy script"). */
  label: string;
  text: string;
  /** Runs once the text is on the clipboard. */
  onCopied?: () => void;
};

/** A copy button that confirms in place for two seconds; the confirmation is also announced. */
export function CopyButton({ label, text, onCopied }: Props) {
  const { copied, copy } = useCopy();
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          void copy(text).then((ok) => ok && onCopied?.());
        }}
      >
        <Icon name={copied ? 'check' : 'copy'} />
        {copied ? <Trans>Copied</Trans> : label}
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? <Trans>Copied to the clipboard</Trans> : null}
      </span>
    </>
  );
}
