import type { Organization } from '@cobro/contracts';
import type { RefObject } from 'react';
import { SkipLink } from '../app/skip-link';
import { BellButton } from './bell-button';
import { UpgradeButton } from './upgrade-button';
import { UserMenu } from './user-menu';

/** The top bar (dashboard-core 2): the skip link (first stop, inside the banner), company name, bell, upgrade button and user menu. */
export function TopBar({ organization, skipTo }: { organization: Organization; skipTo: RefObject<HTMLElement | null> }) {
  return (
    <header className="top-bar">
      <SkipLink target={skipTo} />
      <p className="top-bar__company">{organization.company_name}</p>
      <div className="top-bar__actions">
        <BellButton verification={organization.verification_status} />
        <UpgradeButton paymentsActivated={organization.payments_activated} />
        <UserMenu />
      </div>
    </header>
  );
}
