import { Icon } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A detail page's way back to its list, as a one-step breadcrumb. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <Link href={href} className="money-page__back">
        <Icon name="chevron-left" />
        {children}
      </Link>
    </nav>
  );
}
