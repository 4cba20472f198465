import type { Organization } from '@cobro/contracts';
import { BellButton } from './bell-button';
import { UpgradeButton } from './upgrade-button';
import { UserMenu } from './user-menu';

/** The top bar (dashboard-core 2): company name, bell, upgrade button and user menu. */
export function TopBar({ organization }: { organization: Organization }) {
  return (
    <header className="top-bar">
      <p className="top-bar__company">{organization.company_name}</p>
      <div className="top-bar__actions">
        <BellButton verification={organization.verification_status} />
        <UpgradeButton paymentsActivated={organization.payments_activated} />
        <UserMenu />
      </div>
    </header>
  );
}
