import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { NotFoundContent } from '../app/not-found-content';
import { DASHBOARD_HOME } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';

/** An unknown /dashboard/* path (dashboard-core 2): not-found inside the shell, with the way back to the panel. */
export function ShellNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <NotFoundContent
      action={
        <Link className="button button--primary button--md" href={DASHBOARD_HOME}>
          <Trans>Go to the panel</Trans>
        </Link>
      }
    />
  );
}
