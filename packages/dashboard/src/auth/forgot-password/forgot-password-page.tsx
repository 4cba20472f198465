import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@cobro/client';
import { ForgotPasswordBody } from '@cobro/contracts';
import { useForgotPassword } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { SIGN_IN_PATH } from '../../app/routes';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from '../auth-layout';
import { AuthNotice } from '../auth-notice';
import { failureText } from '../failure-text';
import { GeneralError } from '../general-error';
import { PageHeading } from '../page-heading';
import { RegisterLink } from '../register-link';
import { presentForgotPasswordError, type ForgotPasswordFailure } from './forgot-password-errors';

type View = { kind: 'form'; failure?: Extract<ForgotPasswordFailure, { kind: 'banner' }> } | { kind: 'sent'; email: string } | ForgotPasswordFailure;

/** /forgot-password (public-flows 2, 4, 5, 8): asks for the reset link, then says it was sent. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reset your password`);
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof ForgotPasswordBody>, unknown, z.output<typeof ForgotPasswordBody>>({
    resolver: zodResolver(ForgotPasswordBody),
    defaultValues: { email: '' },
  });
  const [view, setView] = useState<View>({ kind: 'form' });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    setView({ kind: 'form' });
    try {
      await forgot.mutateAsync(body);
      setView({ kind: 'sent', email: body.email });
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      const failure = presentForgotPasswordError(apiError?.code ?? 'FOP-004', apiError?.retryAfterSeconds);
      setView(failure.kind === 'banner' ? { kind: 'form', failure } : failure);
    }
  });

  return (
    <AuthLayout>
      {view.kind === 'general' && <GeneralError code={view.code} onRetry={() => setView({ kind: 'form' })} />}
      {view.kind === 'sent' && (
        <div className="status-page">
          <PageHeading>
            <Trans>Check your e-mail</Trans>
          </PageHeading>
          <p className="status-page__text">
            <Trans>If there is an account for {view.email}, we have sent it a link to choose a new password. The link works for a limited time.</Trans>
          </p>
          <Link className="button button--primary button--md" href={SIGN_IN_PATH}>
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      )}
      {view.kind === 'form' && (
        <div className="auth-page">
          <PageHeading>
            <Trans>Reset your password</Trans>
          </PageHeading>
          <p className="auth-page__intro">
            <Trans>Write the e-mail of your account and we will send you a link to choose a new password.</Trans>
          </p>
          {view.failure && (
            <AuthNotice tone="danger" code={view.failure.code} text={failureText(view.failure)}>
              {view.failure.registerLink && (
                <RegisterLink className="auth-notice__link">
                  <Trans>Create an account</Trans>
                </RegisterLink>
              )}
            </AuthNotice>
          )}
          <form className="auth-page__form" noValidate onSubmit={onSubmit}>
            <TextField
              label={t`Email`}
              type="email"
              autoComplete="email"
              error={emailError ? fieldMessage(emailError) : undefined}
              {...form.register('email')}
            />
            <Button type="submit" variant="primary" loading={forgot.isPending}>
              <Trans>Send the link</Trans>
            </Button>
          </form>
          <p className="auth-page__aside">
            <Link href={SIGN_IN_PATH}>
              <Trans>Back to sign in</Trans>
            </Link>
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
