import type { RedsysPaymentData } from '@cobro/contracts';
import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { submitRedsysForm } from '../providers/redsys-form';

/**
 * Redsys (public-flows 4.7): the signed form is posted when the buyer presses the button, not when the method is
 * picked: moving through the method radios with the arrow keys must not leave the page (WCAG 3.2.2).
 */
export function RedsysPanel({ data }: { data: z.output<typeof RedsysPaymentData> }) {
  const { t } = useLingui();
  return (
    <div className="redirect-panel">
      <p>
        <Trans>You will enter your card on the secure page of your bank (Redsys) and come back here.</Trans>
      </p>
      <Button variant="primary" size="lg" onClick={() => submitRedsysForm(data.url, data.body)}>
        {t`Continue to the secure payment page`}
      </Button>
    </div>
  );
}

/** Inespay (public-flows 4.6): a link to the bank page, opened in the top window. */
export function InespayPanel({ url }: { url: string }) {
  return (
    <div className="redirect-panel">
      <p>
        <Trans>You will confirm the transfer in your bank and come back here.</Trans>
      </p>
      <a className="button button--primary button--lg" href={url} target="_top">
        <Trans>Continue to your bank</Trans>
      </a>
    </div>
  );
}
