import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { SkipLink } from '../app/skip-link';

/** The public pages' layout (public-flows 2): brand panel with a checklist on the left, the page on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  return (
    <div className="auth-layout">
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
