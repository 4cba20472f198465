import { FIELD_MESSAGES, PORTAL_CODE_PATTERN } from '@cobro/contracts';
import { usePortalCode, usePortalSignIn } from '@cobro/data';
import { fieldMessage, formatDateTime } from '@cobro/i18n';
import { Button, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PortalError } from './portal-error';
import { useOneField, type FieldCheck } from './use-one-field';
import { useStepHeading } from './use-step-heading';

/** PortalSignInBody's code: six digits once trimmed, or missing. */
const checkCode: FieldCheck = (value) => {
  const code = value.trim();
  return PORTAL_CODE_PATTERN.test(code) ? { value: code } : { error: FIELD_MESSAGES.missingField };
};

/**
 * Sign-in, second step: the code. The same words for an e-mail that bought here and one that did not (no
 * enumeration); until when the code works, and a new one on request (WCAG 2.2.1); a field the browser or the
 * buyer may fill by pasting (WCAG 3.3.8).
 */
export function CodeStep({
  organizationId,
  email,
  expiresAt,
  onChangeEmail,
}: {
  organizationId: string;
  email: string;
  expiresAt: string;
  onChangeEmail: () => void;
}) {
  const { t } = useLingui();
  const heading = useStepHeading();
  const [expires, setExpires] = useState(expiresAt);
  const resend = usePortalCode({ onSuccess: (sent) => setExpires(sent.expires_at) });
  const signIn = usePortalSignIn();
  const { error, input, onSubmit: submitWith } = useOneField(checkCode);
  const until = formatDateTime(expires);
  const onSubmit = submitWith((code) =>
    signIn.mutateAsync({ organization_id: organizationId, email, code }).catch(() => undefined),
  );
  return (
    <section className="portal__step" aria-labelledby="portal-code-title">
      <h1 id="portal-code-title" className="status__title" ref={heading} tabIndex={-1}>
        {t`Check your e-mail`}
      </h1>
      <p role="status">
        <Trans>
          If {email} bought here, we sent it a six-digit code. The code works until {until}.
        </Trans>
      </p>
      <form className="checkout-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={error ? fieldMessage(error) : undefined}
          name="code"
          {...input}
        />
        {signIn.isError && <PortalError error={signIn.error} />}
        {resend.isError && <PortalError error={resend.error} />}
        <div className="checkout-form__actions">
          <Button type="submit" variant="primary" loading={signIn.isPending}>
            {t`Sign in`}
          </Button>
          <Button loading={resend.isPending} onClick={() => resend.mutate({ organization_id: organizationId, email })}>
            {t`Send a new code`}
          </Button>
          <Button variant="ghost" onClick={onChangeEmail}>
            {t`Use another e-mail`}
          </Button>
        </div>
      </form>
    </section>
  );
}
