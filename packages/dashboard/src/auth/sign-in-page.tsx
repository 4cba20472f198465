import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@cobro/client';
import { LoginBody } from '@cobro/contracts';
import { useLogin } from '@cobro/data';
import { errorMessage, fieldMessage } from '@cobro/i18n';
import { Button, PasswordField, TextField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { z } from 'zod';
import { DASHBOARD_HOME, FORGOT_PASSWORD_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { AuthLayout } from './auth-layout';
import { failureText as textOf } from './failure-text';
import { GoogleButton } from './google-button';
import { PageHeading } from './page-heading';
import { RegisterLink } from './register-link';
import { presentSignInError, queryErrorCode } from './sign-in-errors';
import { SignInNotice } from './sign-in-notice';

const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * Sign-in (public-flows 2, 4, 5, 8): e-mail and password, Google, forgot-password and register links. After a password
 * link, the e-mail starts filled in.
 */
export function SignInPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const [, navigate] = useLocation();
  const search = useSearch();
  const login = useLogin();
  // A password link's confirmation hands over the address it was mailed to (decision 1130).
  const handed = useHistoryState<{ email?: unknown } | null>()?.email;
  const form = useForm<z.input<typeof LoginBody>, unknown, LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: typeof handed === 'string' ? handed : '', password: '' },
  });
  const { errors } = form.formState;

  // A failed submit replaces the error the page query brought; a link back to sign-in clears both.
  const [submitError, setSubmitError] = useState<{ code: string; message?: string; retryAfterSeconds?: number } | null>(null);
  const queryCode = queryErrorCode(search);
  const failure = submitError ?? (queryCode ? { code: queryCode } : null);
  const code = failure?.code ?? null;
  const presentation = code ? presentSignInError(code) : null;
  // The translated text of the code (with when to try again past the throttle); the server's own words only for a
  // code the catalogue does not know.
  const failureText = failure ? textOf(failure) || errorMessage('LOG-001') : '';

  // Once per error shown: not on re-renders, nor twice under StrictMode's double effects.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (code === announced.current) return;
    announced.current = code;
    if (presentation?.kind === 'toast') {
      toast({ title: presentation.code, description: failureText, tone: 'danger' });
    }
    if (presentation?.kind === 'field') form.setFocus('password');
  }, [code, presentation, failureText, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    setSubmitError(null);
    try {
      const result = await login.mutateAsync(body);
      if (result.redirectExternalUrl) window.location.assign(result.redirectExternalUrl);
      else if (result.redirectUrl && isAbsoluteUrl(result.redirectUrl)) window.location.assign(result.redirectUrl);
      else navigate(result.redirectUrl ?? DASHBOARD_HOME);
    } catch (error) {
      setSubmitError(
        error instanceof ApiError
          ? { code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds }
          : { code: 'LOG-001' },
      );
    }
  });

  const passwordError = errors.password?.message
    ? fieldMessage(errors.password.message)
    : presentation?.kind === 'field'
      ? failureText
      : undefined;

  return (
    <AuthLayout>
      <div className="sign-in">
        <PageHeading>
          <Trans>Sign in</Trans>
        </PageHeading>
        {(presentation?.kind === 'warning' || presentation?.kind === 'banner') && (
          <SignInNotice presentation={presentation} text={failureText} onSignIn={() => setSubmitError(null)} />
        )}
        <form className="sign-in__form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={errors.email?.message ? fieldMessage(errors.email.message) : undefined}
            {...form.register('email')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            error={passwordError}
            {...form.register('password')}
          />
          <Link className="sign-in__forgot" href={FORGOT_PASSWORD_PATH}>
            <Trans>Forgot your password?</Trans>
          </Link>
          <Button type="submit" variant="primary" loading={login.isPending}>
            <Trans>Sign in</Trans>
          </Button>
        </form>
        <GoogleButton>
          <Trans>Sign in with Google</Trans>
        </GoogleButton>
        <p className="sign-in__register">
          <Trans>
            No account yet? <RegisterLink>Create an account</RegisterLink>
          </Trans>
        </p>
      </div>
    </AuthLayout>
  );
}
