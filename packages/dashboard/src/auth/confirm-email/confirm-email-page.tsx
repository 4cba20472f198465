import { ApiError } from '@cobro/client';
import { useConfirmEmail } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { DASHBOARD_HOME, PROFILE_PATH } from '../../app/routes';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from '../auth-layout';
import { GeneralError } from '../general-error';
import { PageHeading } from '../page-heading';

/**
 * /confirm-email/:token (ours, decision 1130), the welcome mail's link: confirms the address once, from any browser.
 * A link that no longer works (400 EMA-001) leads to the profile, where a signed-in user asks for a new one; any
 * other failure is the general error screen, whose try again calls again.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your e-mail`);
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // StrictMode mounts twice in development: a second call would find the link used up.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);

  let content;
  if (confirm.isSuccess) {
    content = (
      <div className="status-page">
        <PageHeading>
          <Trans>Your e-mail is confirmed</Trans>
        </PageHeading>
        <p className="status-page__text">
          <Trans>Thank you. Your account's notices will reach you at this address.</Trans>
        </p>
        <Link className="button button--primary button--md" href={DASHBOARD_HOME}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </div>
    );
  } else if (confirm.isError && confirm.error instanceof ApiError && confirm.error.status === 400) {
    content = (
      <div className="status-page">
        <PageHeading>
          <Trans>This link does not work</Trans>
        </PageHeading>
        <p className="status-page__text">
          <Trans>It was already used or has expired. Sign in and ask for a new link from your profile.</Trans>
        </p>
        <Link className="button button--primary button--md" href={PROFILE_PATH}>
          <Trans>Go to your profile</Trans>
        </Link>
      </div>
    );
  } else if (confirm.isError) {
    const code = confirm.error instanceof ApiError ? confirm.error.code : undefined;
    content = <GeneralError code={code} onRetry={() => mutate({ token })} />;
  } else {
    content = <LoadingPlaceholder />;
  }
  // Keyed by the outcome: each screen mounts its own heading, which then takes focus (page-heading.tsx).
  return (
    <AuthLayout>
      <Fragment key={confirm.status}>{content}</Fragment>
    </AuthLayout>
  );
}
