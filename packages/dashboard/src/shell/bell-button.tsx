import type { Organization } from '@cobro/contracts';
import { IconButton } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { DASHBOARD_HOME } from '../app/routes';
import { tasksCardVisibility } from '../onboarding/tasks-card-visibility';
import { bellTone } from './bell';

/**
 * The bell (dashboard-core 2): re-shows the onboarding tasks card, which lives on the panel. Its indicator is red
 * while the organization is unverified; the label says so too, since a colour alone tells nothing to everyone.
 */
export function BellButton({ verification }: { verification: Organization['verification_status'] }) {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const tone = bellTone(verification);
  const label = tone === 'red' ? t`Show onboarding tasks (account not verified)` : t`Show onboarding tasks`;
  return (
    <span className="bell">
      <IconButton
        icon="bell"
        label={label}
        onClick={() => {
          tasksCardVisibility().show();
          if (location !== DASHBOARD_HOME) navigate(DASHBOARD_HOME);
        }}
      />
      <span className={`bell__indicator bell__indicator--${tone}`} aria-hidden="true" />
    </span>
  );
}
