import { PortalSignInBody } from '@cobro/contracts';
import { usePortalCode, usePortalSignIn } from '@cobro/data';
import { fieldMessage, formatDateTime } from '@cobro/i18n';
import { Button, TextField } from '@cobro/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PortalError } from './portal-error';
import { useStepHeading } from './use-step-heading';

const CodeOnly = PortalSignInBody.pick({ code: true });

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
  const form = useForm<{ code: string }>({ resolver: zodResolver(CodeOnly), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  const until = formatDateTime(expires);
  const onSubmit = form.handleSubmit(({ code }) =>
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
          {...form.register('code')}
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
