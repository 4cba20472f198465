import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LOGOUT_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { AuthLayout } from '../auth/auth-layout';

/**
 * /activate and its sub-routes. The five-step activation wizard is built in its own issue; until then this page
 * says so plainly instead of pretending to work.
 */
export function ActivationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Activate your payment gateway`);
  return (
    <AuthLayout>
      <div className="status-page">
        <h1 className="status-page__title">
          <Trans>Activate your payment gateway</Trans>
        </h1>
        <p className="status-page__text">
          <Trans>
            Your payments are not activated yet. The activation wizard (company, contact, legal representative,
            documents and bank account) is not available in this version of the dashboard yet.
          </Trans>
        </p>
        <Link className="button button--primary button--md" href={LOGOUT_PATH}>
          <Trans>Sign out</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
