import type { Organization } from '@cobro/contracts';
import { LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useRef, type ReactNode } from 'react';
import { DashboardErrorBoundary } from '../app/error-boundary-page';
import { lazySection } from '../app/lazy-section';
import type { DashboardSection } from '../app/routes';
import { PanelPage } from '../panel';
import { PlansDialog } from '../plans';
import { ShellNav } from './shell-nav';
import { ShellNotFound } from './shell-not-found';
import { TopBar } from './top-bar';
import { useRealtime } from './use-realtime';

// A route chunk: the services screens (forms, table, dialogs) load when first visited, not with the first screen,
// with the sections' messages (lazy-section.ts).
const ServicesSection = lazySection(() => import('../services').then((m) => m.ServicesSection));
// The money screens (customers, sales, payments) are route chunks too. Sales and payments are loaded by their page
// module, not their index.ts: the index is what other features import (row actions, columns), and a customer's
// history must not fetch the sales and payments pages with them (decision 0513).
const CustomersSection = lazySection(() => import('../customers').then((m) => m.CustomersSection));
const PurchasesSection = lazySection(() => import('../purchases/purchases-section').then((m) => m.PurchasesSection));
const ChargesListPage = lazySection(() => import('../charges/charges-list-page').then((m) => m.ChargesListPage));
const GeneralDataPage = lazySection(() => import('../configuration/general-data').then((m) => m.GeneralDataPage));
const GatewayStepPage = lazySection(() => import('../configuration/general-data').then((m) => m.GatewayStepPage));
const WebCheckoutPage = lazySection(() => import('../configuration/web-checkout').then((m) => m.WebCheckoutPage));
const PaymentMethodsPage = lazySection(() => import('../configuration/payment-methods').then((m) => m.PaymentMethodsPage));
const TermsPage = lazySection(() => import('../configuration/terms').then((m) => m.TermsPage));
const ApiPage = lazySection(() => import('../configuration/api').then((m) => m.ApiPage));
const ProfilePage = lazySection(() => import('../profile').then((m) => m.ProfilePage));

function Chunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingPlaceholder />}>{children}</Suspense>;
}

function SectionPage({ section, organization }: { section: DashboardSection | 'not-found'; organization: Organization }) {
  if (section === 'panel') return <PanelPage organization={organization} />;
  if (section === 'services') {
    return (
      <Chunk>
        <ServicesSection organization={organization} />
      </Chunk>
    );
  }
  if (section === 'customers') {
    return (
      <Chunk>
        <CustomersSection />
      </Chunk>
    );
  }
  if (section === 'purchases') {
    return (
      <Chunk>
        <PurchasesSection />
      </Chunk>
    );
  }
  if (section === 'charges') {
    return (
      <Chunk>
        <ChargesListPage />
      </Chunk>
    );
  }
  if (section === 'general-data') {
    return (
      <Chunk>
        <GeneralDataPage organization={organization} />
      </Chunk>
    );
  }
  if (section === 'gateway-company' || section === 'gateway-contact' || section === 'gateway-legal-representative') {
    return (
      <Chunk>
        <GatewayStepPage section={section} organization={organization} />
      </Chunk>
    );
  }
  if (section === 'web-checkout') {
    return (
      <Chunk>
        <WebCheckoutPage organization={organization} />
      </Chunk>
    );
  }
  if (section === 'payment-methods') {
    return (
      <Chunk>
        <PaymentMethodsPage organization={organization} />
      </Chunk>
    );
  }
  if (section === 'terms-and-conditions') {
    return (
      <Chunk>
        <TermsPage organization={organization} />
      </Chunk>
    );
  }
  if (section === 'api') {
    return (
      <Chunk>
        <ApiPage organization={organization} />
      </Chunk>
    );
  }
  if (section === 'profile') {
    return (
      <Chunk>
        <ProfilePage />
      </Chunk>
    );
  }
  return <ShellNotFound />;
}

/** The signed-in dashboard (dashboard-core 2): top bar, menus, the page, and the plans modal. */
export function ShellLayout({ section, organization }: { section: DashboardSection | 'not-found'; organization: Organization }) {
  useRealtime();
  const { i18n } = useLingui();
  const main = useRef<HTMLElement>(null);
  // The interface's language, which the user may have switched from the page's (decision 1130).
  return (
    <div className="shell" lang={i18n.locale}>
      <TopBar organization={organization} skipTo={main} />
      <div className="shell__body">
        <ShellNav current={section} />
        <main id="main-content" ref={main} tabIndex={-1} className="shell__main">
          <DashboardErrorBoundary>
            <SectionPage section={section} organization={organization} />
          </DashboardErrorBoundary>
        </main>
      </div>
      <PlansDialog />
    </div>
  );
}
