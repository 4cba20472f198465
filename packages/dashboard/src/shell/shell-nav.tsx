import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { CONFIGURATION_MENU, MAIN_MENU, type DashboardSection, type NavItem } from '../app/routes';
import { CONFIGURATION_GROUP_TITLES, SECTION_TITLES } from '../app/section-titles';
import { CompactNav } from './compact-nav';

/** A menu's links; an entry's nested sections (general data's gateway steps) are a list inside its item. */
function NavList({ items, current, labelledBy, nested }: { items: readonly NavItem[]; current: string; labelledBy?: string; nested?: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className={nested ? 'shell-nav__list shell-nav__list--nested' : 'shell-nav__list'} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.section}>
          <Link
            href={item.path}
            className="shell-nav__link"
            aria-current={item.section === current ? 'page' : undefined}
          >
            {i18n._(SECTION_TITLES[item.section])}
          </Link>
          {item.children && <NavList items={item.children} current={current} nested />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The main and configuration menus (dashboard-core 2). Below 768 px both collapse into one dropdown; the wide lists
 * are then `display: none`, so each landmark exists once for assistive technology at any width.
 */
export function ShellNav({ current }: { current: DashboardSection | 'not-found' }) {
  const { t, i18n } = useLingui();
  const groupId = useId();
  return (
    <div className="shell-nav">
      <CompactNav current={current} />
      <nav aria-label={t`Main`} className="shell-nav__wide">
        <NavList items={MAIN_MENU} current={current} />
      </nav>
      <nav aria-label={t`Configuration`} className="shell-nav__wide">
        {CONFIGURATION_MENU.map((group) => (
          <div key={group.group} className="shell-nav__group">
            <p id={`${groupId}-${group.group}`} className="shell-nav__group-title">
              {i18n._(CONFIGURATION_GROUP_TITLES[group.group])}
            </p>
            <NavList items={group.items} current={current} labelledBy={`${groupId}-${group.group}`} />
          </div>
        ))}
      </nav>
    </div>
  );
}
