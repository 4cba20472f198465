import { configureApi, portalOrganizationQuery, portalSessionQuery } from '@cobro/data';
import { interfaceLanguage } from '@cobro/i18n';
import { LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { CheckoutFooter } from '../layout/checkout-footer';
import { claimCodeLink, isEmbedded, organizationOfPath } from './code-link';
import { PortalError } from './portal-error';
import { PortalHome } from './portal-home';
import { SignIn } from './sign-in';

export interface CustomerPortalProps {
  /** Base URL of the main API (`/api` on the reference server). */
  apiUrl: string;
  /** The merchant whose portal this is; absent, the page's own address says it (`/portal/{organization id}`). */
  organizationId?: string;
  /** Interface language; the element's providers load its catalog before this renders. */
  locale?: string;
}

/**
 * The buyer portal (issue 30): sign-in by mailed code, then the buyer's purchases with this merchant. On the API's
 * origin the session is the portal cookie; on a merchant's page it is a bearer token held in memory (decision 1160).
 */
export function CustomerPortal({ apiUrl, organizationId }: CustomerPortalProps) {
  const { t, i18n } = useLingui();
  useMemo(() => configureApi({ apiUrl, language: interfaceLanguage }), [apiUrl]);
  const embedded = useMemo(() => isEmbedded(apiUrl, window.location), [apiUrl]);
  const [link, setLink] = useState(() => claimCodeLink(window.location, window.history));
  const organization = organizationId || organizationOfPath(window.location.pathname);
  const session = useQuery(portalSessionQuery(embedded));
  // Named before sign-in: the sign-in page says whose purchases these are.
  const merchantOf = useQuery({ ...portalOrganizationQuery(organization ?? ''), enabled: organization !== null });
  const shop = session.data?.organization ?? merchantOf.data;
  // The hosted page (no organization-id: the page is the portal's) names the portal and the merchant in the tab, as
  // the checkout's own pages do; on a merchant's page the title stays the merchant's.
  const merchant = shop?.name ?? 'Cobro';
  const title = t`Your purchases`;
  useEffect(() => {
    if (!organizationId) document.title = `${title} · ${merchant}`;
  }, [organizationId, title, merchant]);
  // Signed in, the link's code is spent: after a sign-out the portal asks for the e-mail, not the used code.
  useEffect(() => {
    if (session.data) setLink(null);
  }, [session.data]);
  // The portal's language marks its content (WCAG 3.1.2), whatever the page's language.
  return (
    <div className="cobro-checkout" lang={i18n.locale}>
      <div className="checkout checkout--single">
        <div className="portal">
        {organization === null ? (
          <PortalError error={null} code="API-004" />
        ) : session.isPending ? (
          <LoadingPlaceholder label={t`Loading`} />
        ) : session.isError ? (
          <PortalError error={session.error} />
        ) : session.data && session.data.organization.id === organization ? (
          <PortalHome session={session.data} apiUrl={apiUrl} />
        ) : (
          <SignIn organizationId={organization} merchant={merchantOf.data?.name} link={link} />
        )}
        </div>
        <CheckoutFooter termsUrl={shop?.terms_url ?? null} />
      </div>
    </div>
  );
}
