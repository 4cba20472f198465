import { verifyQuery } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Redirect } from 'wouter';
import type { ProductPaymentPage } from '../app/routes';
import { SkipLink } from '../app/skip-link';
import { useDocumentTitle } from '../app/use-document-title';
import { OrganizationErrorPage } from '../shell';
import { decidePaymentAccess } from './payment-access';
import { PlanPaymentPage } from './plan-payment-page';
import { PlanSuccessPage } from './plan-success-page';
import { PlatformPaymentPage, PlatformSuccessPage } from './platform-payment-page';

/**
 * The product plan and platform payment pages (public-flows 2): signed-in merchants of the payments product only.
 * A route chunk of its own, loaded by the router from this module.
 */
export function ProductPaymentRoute({ page }: { page: ProductPaymentPage }) {
  const { t } = useLingui();
  const main = useRef<HTMLElement>(null);
  const plan = page.page === 'plan-payment' || page.page === 'plan-success';
  const title = plan ? t`Pay your Cobro plan` : t`Enter your card`;
  useDocumentTitle(title);
  const session = useQuery(verifyQuery());
  const access = decidePaymentAccess(session.data, session.error ?? undefined);
  if (access.kind === 'redirect') return <Redirect to={access.to} replace />;
  if (access.kind === 'error') return <OrganizationErrorPage error={access.error} onRetry={() => void session.refetch()} />;

  return (
    <div className="product-payment">
      <header className="product-payment__header">
        <SkipLink target={main} />
        <p className="product-payment__logo">Cobro</p>
      </header>
      <main id="main-content" ref={main} tabIndex={-1} className="product-payment__main">
        <h1 className="page__title">{title}</h1>
        {access.kind === 'wait' && <LoadingPlaceholder lines={6} />}
        {access.kind === 'enter' && page.page === 'plan-payment' && <PlanPaymentPage id={page.id} />}
        {access.kind === 'enter' && page.page === 'plan-success' && <PlanSuccessPage />}
        {access.kind === 'enter' && page.page === 'platform-payment' && <PlatformPaymentPage />}
        {access.kind === 'enter' && page.page === 'platform-success' && <PlatformSuccessPage />}
      </main>
    </div>
  );
}
