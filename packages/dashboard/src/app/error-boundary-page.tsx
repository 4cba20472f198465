import { Button, ErrorBoundary } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { CopyButton } from '../common/copy-button';
import { CONTACT_EMAIL } from './external-links';
import { DASHBOARD_HOME } from './routes';
import { useDocumentTitle } from './use-document-title';

/**
 * The error-boundary page (services-and-configuration 2, 8): what crashed, its stack to copy for support, and the
 * ways on: the panel, back, contact.
 */
export function ErrorBoundaryPage({ error }: { error: Error }) {
  const { t } = useLingui();
  useDocumentTitle(t`Something went wrong`);
  const stack = error.stack ?? `${error.name}: ${error.message}`;
  return (
    <div className="status-page">
      <h1 className="status-page__title">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>This page stopped working. The rest of the dashboard still works.</Trans>
      </p>
      <p className="status-page__text" role="alert" translate="no">
        {error.message}
      </p>
      <details className="status-page__details">
        <summary>
          <Trans>Technical details</Trans>
        </summary>
        {/* Focusable, so the keyboard can scroll a long stack. */}
        <pre className="status-page__stack" translate="no" tabIndex={0} role="region" aria-label={t`Stack trace`}>
          {stack}
        </pre>
        <CopyButton label={t`Copy details`} text={stack} />
      </details>
      <div className="status-page__actions">
        <Link className="button button--primary button--md" href={DASHBOARD_HOME}>
          <Trans>Go to the panel</Trans>
        </Link>
        <Button onClick={() => window.history.back()}>
          <Trans>Go back</Trans>
        </Button>
      </div>
      <p className="status-page__text">
        <Trans>
          Need help? <a href={`mailto:${CONTACT_EMAIL}`}>Contact us</a>
        </Trans>
      </p>
    </div>
  );
}

/** A crash below shows the error page in its place; moving to another address renders that page anew. */
export function DashboardErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={(error) => <ErrorBoundaryPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
