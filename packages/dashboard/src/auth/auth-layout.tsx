import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { SkipLink } from '../app/skip-link';

/** The public pages' layout (public-flows 2): brand panel with a checklist on the left, the page on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const main = useRef<HTMLElement>(null);
  // The interface's language, which a signed-in user may have switched from the page's (decision 1130).
  return (
    <div className="auth-layout" lang={i18n.locale}>
      <header className="auth-layout__brand">
        <SkipLink target={main} />
        <p className="auth-layout__logo">Cobro</p>
        <p className="auth-layout__tagline">
          <Trans>Get paid by your customers, online and on time.</Trans>
        </p>
        <ul className="auth-layout__checklist">
          <li>
            <Trans>Cards, SEPA direct debit and bank payments</Trans>
          </li>
          <li>
            <Trans>One-off and recurring payments</Trans>
          </li>
          <li>
            <Trans>Payment links and a checkout for your website</Trans>
          </li>
          <li>
            <Trans>Payouts to your Spanish bank account</Trans>
          </li>
        </ul>
      </header>
      <main id="main-content" ref={main} tabIndex={-1} className="auth-layout__content">
        {children}
      </main>
    </div>
  );
}
