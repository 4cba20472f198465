import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { DASHBOARD_HOME } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { AuthLayout } from './auth-layout';
import { PageHeading } from './page-heading';

/** /success (public-flows 2, "Other"): the generic thank-you page, with the way to the dashboard. */
export function SuccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Thank you`);
  return (
    <AuthLayout>
      <div className="status-page">
        <PageHeading>
          <Trans>Thank you</Trans>
        </PageHeading>
        <p className="status-page__text">
          <Trans>Everything went well. You can carry on in your dashboard.</Trans>
        </p>
        <Link className="button button--primary button--md" href={DASHBOARD_HOME}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
