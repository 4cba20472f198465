import { organizationQuery, verifyQuery } from '@cobro/data';
import { LoadingPlaceholder, useAdoptedStyles } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { activationStepIndex, normalizePath } from '../app/routes';
import { SkipLink } from '../app/skip-link';
import { useDocumentTitle } from '../app/use-document-title';
import { OrganizationErrorPage } from '../shell';
import { ACTIVATED_HOME, decideActivationAccess } from './activation-access';
import { ActivatingDialog } from './activating-dialog';
import { ActivationWizard } from './activation-wizard';
import css from './activation.css?inline';

/**
 * /activate and its five sub-routes (public-flows 2, 4, 6). Only a merchant already activated when the page opens is
 * sent to the dashboard: saving step 5 activates payments, and the "being activated" dialog must still show then.
 */
export function ActivationPage() {
  const styles = useAdoptedStyles(css);
  const { t } = useLingui();
  useDocumentTitle(t`Activate your payment gateway`);
  const [location, navigate] = useLocation();
  const [finished, setFinished] = useState(false);
  const entered = useRef(false);
  const main = useRef<HTMLElement>(null);
  const session = useQuery(verifyQuery());
  const organization = useQuery(organizationQuery());
  const error = organization.error ?? session.error ?? undefined;
  const access = decideActivationAccess({ session: session.data, organization: organization.data, error });
  // The router only sends the wizard's own paths here (app/routes.ts).
  const index = activationStepIndex(normalizePath(location)) ?? 0;
  if (access.kind === 'enter') entered.current = true;
  const activatedHere = entered.current && access.kind === 'redirect' && access.to === ACTIVATED_HOME;

  if (access.kind === 'redirect' && !activatedHere) return <Redirect to={access.to} replace />;
  if (access.kind === 'error') {
    return <OrganizationErrorPage error={access.error} onRetry={() => void Promise.all([organization.refetch(), session.refetch()])} />;
  }

  return (
    <div ref={styles} className="activation">
      <header className="activation__header">
        <SkipLink target={main} />
        <p className="activation__logo">Cobro</p>
      </header>
      <main id="main-content" ref={main} tabIndex={-1} className="activation__main">
        <h1 className="activation__title">
          <Trans>Activate your payment gateway</Trans>
        </h1>
        {organization.data && access.kind !== 'wait' ? (
          <ActivationWizard organization={organization.data} index={index} onFinished={() => setFinished(true)} />
        ) : (
          <LoadingPlaceholder lines={6} />
        )}
      </main>
      <ActivatingDialog open={finished} onContinue={() => navigate(ACTIVATED_HOME)} />
    </div>
  );
}
