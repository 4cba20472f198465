import { Icon } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CONFIGURATION_MENU, MAIN_MENU, type DashboardSection, type NavItem } from '../app/routes';
import { CONFIGURATION_GROUP_TITLES, SECTION_TITLES } from '../app/section-titles';

/**
 * The menus of small screens (< 768 px), as one dropdown. Site navigation is a list of links, so this is the
 * disclosure pattern (a button with aria-expanded showing the links), not an ARIA menu: links keep their usual
 * keys and screen-reader behaviour. Escape closes it and returns focus to the button.
 */
export function CompactNav({ current }: { current: DashboardSection | 'not-found' }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLElement>(null);

  // Closes when focus or a click leaves the dropdown. Events inside the shadow root are retargeted at the
  // document, so `composedPath()` is what tells whether they happened inside.
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const currentTitle = current === 'not-found' ? t`Menu` : i18n._(SECTION_TITLES[current]);
  const groups = [
    { key: 'main', title: t`Main`, items: MAIN_MENU },
    ...CONFIGURATION_MENU.map((g) => ({ key: g.group, title: i18n._(CONFIGURATION_GROUP_TITLES[g.group]), items: g.items })),
  ];

  const link = (item: NavItem) => (
    <Link
      href={item.path}
      className="compact-nav__link"
      aria-current={item.section === current ? 'page' : undefined}
      onClick={() => setOpen(false)}
    >
      {i18n._(SECTION_TITLES[item.section])}
    </Link>
  );

  return (
    <nav
      ref={root}
      aria-label={t`Main`}
      className="compact-nav"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="compact-nav__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="compact-nav__label">{t`Menu`}</span>
        <span className="compact-nav__current">{currentTitle}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} />
      </button>
      <div id={panelId} className="compact-nav__panel" hidden={!open}>
        {groups.map((group) => (
          <div key={group.key} className="compact-nav__group">
            <p id={`${panelId}-${group.key}`} className="compact-nav__group-title">
              {group.title}
            </p>
            <ul className="compact-nav__list" aria-labelledby={`${panelId}-${group.key}`}>
              {group.items.map((item) => (
                <li key={item.section}>
                  {link(item)}
                  {item.children && (
                    <ul className="compact-nav__list compact-nav__list--nested">
                      {item.children.map((child) => (
                        <li key={child.section}>{link(child)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
