import { Trans, useLingui } from '@lingui/react/macro';
import { MAIN_APPLICATION_URL } from '../app/external-links';
import { useDocumentTitle } from '../app/use-document-title';
import { AuthLayout } from './auth-layout';
import { PageHeading } from './page-heading';

/** /forbidden (public-flows 2): organizations of another product type use the main application instead. */
export function ForbiddenPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Access not available`);
  return (
    <AuthLayout>
      <div className="status-page">
        <PageHeading>
          <Trans>This area is not available for your account</Trans>
        </PageHeading>
        <p className="status-page__text">
          <Trans>The payments dashboard is for accounts with the payments product. Your account works in the main application.</Trans>
        </p>
        <a className="button button--primary button--md" href={MAIN_APPLICATION_URL}>
          <Trans>Go to the main application</Trans>
        </a>
      </div>
    </AuthLayout>
  );
}
