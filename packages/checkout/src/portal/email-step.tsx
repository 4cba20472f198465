import { emailIssue } from '@cobro/contracts';
import { usePortalCode } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePathOf } from './code-link';
import { PortalError } from './portal-error';
import { useOneField, type FieldCheck } from './use-one-field';
import { useStepHeading } from './use-step-heading';

/** PortalCodeBody's e-mail (the contract's Email): trimmed and lower-cased, or why not. */
const checkEmail: FieldCheck = (value) => {
  const error = emailIssue(value);
  return error ? { error } : { value: value.trim().toLowerCase() };
};

interface EmailStepProps {
  organizationId: string;
  /** The merchant's name when read, in the heading: "<merchant> — manage your purchases". */
  merchant: string | undefined;
  onSent: (email: string, expiresAt: string) => void;
}

/**
 * Sign-in, first step: the e-mail used at checkout. The answer is the same whether or not it bought here. The
 * request names this page, so that on a merchant's site the e-mail's link leads back here (decision 1160).
 */
export function EmailStep({ organizationId, merchant, onSent }: EmailStepProps) {
  const { t } = useLingui();
  const heading = useStepHeading();
  const send = usePortalCode();
  const { error, input, onSubmit: submitWith } = useOneField(checkEmail);
  const onSubmit = submitWith(async (email) => {
    const sent = await send.mutateAsync({ organization_id: organizationId, email, page_path: pagePathOf(window.location) }).catch(() => null);
    if (sent) onSent(email, sent.expires_at);
  });
  return (
    <section className="portal__step" aria-labelledby="portal-email-title">
      <h1 id="portal-email-title" className="status__title" ref={heading} tabIndex={-1}>
        {merchant ? t`${merchant} — manage your purchases` : t`Your purchases`}
      </h1>
      <p>
        <Trans>Type the e-mail you used to pay. We will send you a code to see your purchases, download receipts and withdraw.</Trans>
      </p>
      <form className="checkout-form" noValidate onSubmit={onSubmit}>
        <TextField label={t`E-mail`} type="email" autoComplete="email" error={error ? fieldMessage(error) : undefined} name="email" {...input} />
        {send.isError && <PortalError error={send.error} />}
        <div className="checkout-form__actions">
          <Button type="submit" variant="primary" loading={send.isPending}>
            {t`Send me a code`}
          </Button>
        </div>
      </form>
    </section>
  );
}
