import { useLogout } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { SIGN_IN_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { AuthLayout } from './auth-layout';
import { PageHeading } from './page-heading';

/** /logout (public-flows 2): ends the session, then says goodbye with a way back to sign-in. */
export function LogoutPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Signed out`);
  const logout = useLogout();
  const { mutate } = logout;
  // StrictMode mounts twice in development: one logout call is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <AuthLayout>
      <div className="status-page">
        {logout.isPending || logout.isIdle ? (
          <>
            <PageHeading>
              <Trans>Signing out</Trans>
            </PageHeading>
            <LoadingPlaceholder />
          </>
        ) : (
          <>
            <PageHeading>
              <Trans>See you soon</Trans>
            </PageHeading>
            <p className="status-page__text">
              {logout.isError ? (
                <Trans>Your session could not be closed on the server. Close the browser to be safe.</Trans>
              ) : (
                <Trans>You have signed out of Cobro.</Trans>
              )}
            </p>
            <Link className="button button--primary button--md" href={SIGN_IN_PATH}>
              <Trans>Sign in again</Trans>
            </Link>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
