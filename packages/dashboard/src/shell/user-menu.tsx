import { Menu } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { LOGOUT_PATH } from '../app/routes';

/** The user menu (dashboard-core 2): sign-out goes to /logout, which ends the session. */
export function UserMenu() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <Menu
      label={t`Account menu`}
      icon="user"
      align="end"
      items={[
        {
          id: 'sign-out',
          label: t`Sign out`,
          href: LOGOUT_PATH,
          // Client-side, so the element keeps its state and /logout runs inside it without a page load.
          onSelect: (event) => {
            event.preventDefault();
            navigate(LOGOUT_PATH);
          },
        },
      ]}
    />
  );
}
