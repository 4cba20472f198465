import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@cobro/client';
import { useRegister } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, PasswordField, TextField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { PRIVACY_URL, TERMS_URL } from '../../app/external-links';
import { ACTIVATION_INTRO_PATH, SIGN_IN_PATH } from '../../app/routes';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from '../auth-layout';
import { AuthNotice } from '../auth-notice';
import { failureText } from '../failure-text';
import { GoogleButton } from '../google-button';
import { PageHeading } from '../page-heading';
import { PasswordRulesList } from '../../common/password-rules-list';
import { presentSignInError } from '../sign-in-errors';
import { emptySignUp, signUpFieldOf, signUpForm, type SignUpValues } from './sign-up-form';

/** The server's field messages (`fields`) that a field of the form can show. */
const fieldErrors = (fields: Record<string, string> = {}) =>
  Object.entries(fields).flatMap(([name, message]) => {
    const field = signUpFieldOf(name);
    return field ? [[field, message] as const] : [];
  });

/** /signup (public-flows 2, 4, 5, 8): the merchant's account; success leads to the activation introduction. */
export function SignUpPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create your account`);
  const [, navigate] = useLocation();
  const register = useRegister();
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpForm>>({
    resolver: zodResolver(signUpForm),
    defaultValues: emptySignUp,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<{ code: string; message: string; retryAfterSeconds?: number } | null>(null);
  const error = (name: keyof SignUpValues) => (errors[name]?.message ? fieldMessage(errors[name].message) : undefined);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await register.mutateAsync(body);
      navigate(ACTIVATION_INTRO_PATH);
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      const code = apiError?.code ?? 'REG-001';
      // An existing account (REG-002, GOO-002) is a warning with a way to sign in, whatever field the server names.
      const fields = presentSignInError(code).kind === 'warning' ? [] : fieldErrors(apiError?.fields);
      fields.forEach(([field, message], index) => form.setError(field, { message }, { shouldFocus: index === 0 }));
      if (fields.length === 0) setFailure({ code, message: apiError?.message ?? '', retryAfterSeconds: apiError?.retryAfterSeconds });
    }
  });

  const presentation = failure ? presentSignInError(failure.code) : null;
  const text = failure ? failureText(failure) : '';

  return (
    <AuthLayout>
      <div className="auth-page">
        <PageHeading>
          <Trans>Create your account</Trans>
        </PageHeading>
        {failure && presentation?.kind === 'warning' && presentation.link === 'signin' ? (
          <AuthNotice tone="warning" code={failure.code} text={text}>
            <Link className="auth-notice__link" href={SIGN_IN_PATH}>
              <Trans>Sign in</Trans>
            </Link>
          </AuthNotice>
        ) : (
          failure && <AuthNotice tone="danger" code={failure.code} text={text} />
        )}
        <form className="auth-page__form" noValidate onSubmit={onSubmit}>
          <div className="auth-page__row">
            <TextField label={t`Name`} autoComplete="given-name" error={error('name')} {...form.register('name')} />
            <TextField label={t`Last name`} autoComplete="family-name" error={error('last_name')} {...form.register('last_name')} />
          </div>
          <TextField label={t`Email`} type="email" autoComplete="email" error={error('email')} {...form.register('email')} />
          <TextField
            label={t`Phone`}
            type="tel"
            autoComplete="tel"
            hint={t`With the country code (+34 is taken when there is none)`}
            error={error('phone')}
            {...form.register('phone')}
          />
          <PasswordField label={t`Password`} autoComplete="new-password" error={error('password')} {...form.register('password')} />
          <PasswordRulesList password={form.watch('password')} />
          <PasswordField
            label={t`Repeat the password`}
            autoComplete="new-password"
            error={error('passwordcopy')}
            {...form.register('passwordcopy')}
          />
          <p className="auth-page__legal">
            <Trans>
              By creating an account you accept the <a href={TERMS_URL}>terms and conditions</a> and the{' '}
              <a href={PRIVACY_URL}>privacy policy</a>.
            </Trans>
          </p>
          <Button type="submit" variant="primary" loading={register.isPending}>
            <Trans>Create account</Trans>
          </Button>
        </form>
        <GoogleButton>
          <Trans>Sign up with Google</Trans>
        </GoogleButton>
        <p className="auth-page__aside">
          <Trans>
            Already have an account? <Link href={SIGN_IN_PATH}>Sign in</Link>
          </Trans>
        </p>
      </div>
    </AuthLayout>
  );
}
