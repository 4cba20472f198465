import { $locale } from '@cobro/i18n';
import { Menu, type MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { LOGOUT_PATH, PROFILE_PATH } from '../app/routes';
import { useSwitchLanguage } from './use-language';

/** Each language by its own name, in its own language, so a reader of either finds theirs. */
const LANGUAGES = [
  { id: 'es', name: 'Español' },
  { id: 'en', name: 'English' },
  { id: 'ca', name: 'Català' },
] as const;

/**
 * The account menu (dashboard-core 2, and ours in decision 1130): the profile, the interface language (stored for the
 * user) and sign-out, which goes to /logout and ends the session. A WAI-ARIA menu button.
 */
export function UserMenu() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const locale = useStore($locale);
  const switchLanguage = useSwitchLanguage();
  // Client-side, so the element keeps its state and the page runs inside it without a page load.
  const go = (path: string): MenuItem['onSelect'] => (event) => {
    event.preventDefault();
    navigate(path);
  };
  const languageGroup = t`Language`;
  return (
    <Menu
      label={t`Account menu`}
      icon="user"
      align="end"
      items={[
        { id: 'profile', label: t`Profile`, href: PROFILE_PATH, onSelect: go(PROFILE_PATH) },
        ...LANGUAGES.map(({ id, name }) => ({
          id: `language-${id}`,
          label: name,
          lang: id,
          group: languageGroup,
          checked: locale === id,
          onSelect: () => switchLanguage(id),
        })),
        { id: 'sign-out', label: t`Sign out`, href: LOGOUT_PATH, onSelect: go(LOGOUT_PATH) },
      ]}
    />
  );
}
