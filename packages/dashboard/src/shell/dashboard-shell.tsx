import { organizationQuery, verifyQuery } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import type { DashboardSection } from '../app/routes';
import { decideAccess } from './access';
import { OrganizationErrorPage } from './organization-error-page';
import { ShellLayout } from './shell-layout';
import { useStoredLanguage } from './use-language';

/**
 * Every /dashboard/* route: reads the session and the organization, applies the access rules (dashboard-core 4, 6)
 * and only then shows the shell, in the user's stored language.
 */
export function DashboardShell({ section }: { section: DashboardSection | 'not-found' }) {
  const session = useQuery(verifyQuery());
  const organization = useQuery(organizationQuery());
  // The organization's failure is the one the spec names (full-page error); the session's counts when it is alone.
  const error = organization.error ?? session.error ?? undefined;
  const access = decideAccess({ session: session.data, organization: organization.data, error });
  // The user's own language (decision 1130): the shell waits for it rather than showing the browser's first.
  const languageReady = useStoredLanguage(session.data?.user.language);
  const decision = access.kind === 'enter' && !languageReady ? ({ kind: 'wait' } as const) : access;

  switch (decision.kind) {
    case 'wait':
      return (
        <main className="status-page status-page--full">
          <LoadingPlaceholder />
        </main>
      );
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'error':
      return (
        <OrganizationErrorPage
          error={decision.error}
          onRetry={() => {
            void organization.refetch();
            void session.refetch();
          }}
        />
      );
    case 'enter':
      return <ShellLayout section={section} organization={decision.organization} />;
  }
}
