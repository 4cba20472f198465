import { ApiError } from '@cobro/client';
import { passwordTokenQuery, useNewPassword } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '../../app/routes';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from '../auth-layout';
import { GeneralError } from '../general-error';
import { PageHeading } from '../page-heading';
import { RegisterLink } from '../register-link';
import { NewPasswordFields } from './new-password-form';
import { linkEmail, tokenScreen } from './token-screen';

/**
 * /reset-password/:token and /create-password/:token (public-flows 2, 4, 8): the link's token is verified first
 * (a create link with token_type CREATE_API_USER_PASSWORD); then the new password, then a confirmation with a
 * sign-in link, which hands sign-in the address the link carries. A failed save shows the general error page, whose
 * try again returns to the form.
 */
export function NewPasswordPage({ kind, token }: { kind: 'reset' | 'create'; token: string }) {
  const { t } = useLingui();
  const title = kind === 'create' ? t`Create your password` : t`Choose a new password`;
  useDocumentTitle(title);
  const check = useQuery(passwordTokenQuery(token, kind === 'create' ? 'CREATE_API_USER_PASSWORD' : undefined));
  const save = useNewPassword();
  const screen = tokenScreen(check);
  // The address the mail put in the link's fragment, for sign-in to start with it (decision 1130).
  const [email] = useState(() => (typeof location === 'undefined' ? null : linkEmail(location.hash)));

  let content;
  if (save.isSuccess) {
    content = (
      <div className="status-page">
        <PageHeading>{kind === 'create' ? <Trans>Your password is ready</Trans> : <Trans>Your password has changed</Trans>}</PageHeading>
        <p className="status-page__text">
          <Trans>Sign in with your e-mail and the new password.</Trans>
        </p>
        <Link className="button button--primary button--md" href={SIGN_IN_PATH} state={email ? { email } : null}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    );
  } else if (save.isError) {
    content = <GeneralError code={save.error instanceof ApiError ? save.error.code : undefined} onRetry={() => save.reset()} />;
  } else if (screen === 'checking') {
    content = <LoadingPlaceholder />;
  } else if (screen === 'error') {
    const code = check.error instanceof ApiError ? check.error.code : undefined;
    content = <GeneralError code={code} onRetry={() => void check.refetch()} />;
  } else if (screen === 'expired') {
    content = (
      <div className="status-page">
        <PageHeading>
          <Trans>This link has expired</Trans>
        </PageHeading>
        <p className="status-page__text">
          <Trans>Links to set a password work once and for a limited time. Ask for a new one to continue.</Trans>
        </p>
        <Link className="button button--primary button--md" href={FORGOT_PASSWORD_PATH}>
          <Trans>Continue</Trans>
        </Link>
        <p className="status-page__text">
          <Trans>
            No account yet? <RegisterLink>Create an account</RegisterLink>
          </Trans>
        </p>
      </div>
    );
  } else {
    content = (
      <div className="auth-page">
        <PageHeading>{title}</PageHeading>
        <NewPasswordFields
          submitting={save.isPending}
          submitLabel={t`Save the password`}
          onSubmit={(password) => save.mutate({ token, kind, body: { password } })}
        />
      </div>
    );
  }
  // Keyed by the screen: each one mounts its own heading, which then takes focus (page-heading.tsx).
  return (
    <AuthLayout>
      <Fragment key={save.status === 'idle' || save.status === 'pending' ? screen : save.status}>{content}</Fragment>
    </AuthLayout>
  );
}
