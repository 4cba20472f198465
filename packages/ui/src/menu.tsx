import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, type ButtonVariant } from './button';
import { classNames } from './class-names';
import { Icon, type IconName } from './icons';
import { nextRovingIndex } from './roving-index';
import { useOutsidePress } from './use-outside-press';

export type MenuItem = {
  id: string;
  label: string;
  icon?: IconName;
  /** A link item; `onSelect` may still run first and call `event.preventDefault()` to route client-side. */
  href?: string;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  tone?: 'danger';
  /** Makes the item one choice of its group (menuitemradio): whether it is the chosen one. */
  checked?: boolean;
  /** The language of the label when it is not the interface's (a language's own name). */
  lang?: string;
  /** Consecutive items with the same group name are listed together as a named group, set apart by separators. */
  group?: string;
};

/** Runs of consecutive items that share a group (or have none), with each item's index in the whole list. */
function groupRuns(items: MenuItem[]) {
  const runs: Array<{ group?: string; entries: Array<{ item: MenuItem; index: number }> }> = [];
  items.forEach((item, index) => {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.entries.push({ item, index });
    else runs.push({ group: item.group, entries: [{ item, index }] });
  });
  return runs;
}

export type MenuProps = {
  /** Accessible name of the menu, and of the trigger when it shows only an icon. */
  label: string;
  items: MenuItem[];
  /** Visible trigger text; without it the trigger shows `icon` and is named by `label`. */
  text?: string;
  icon?: IconName;
  variant?: ButtonVariant;
  align?: 'start' | 'end';
  className?: string;
};

/**
 * A button that opens a list of actions or links (WAI-ARIA menu button pattern), optionally in named groups and with
 * one-of-a-group choices (menuitemradio). Also the small-screen navigation.
 */
export function Menu({ label, items, text, icon = 'menu', variant = 'ghost', align = 'start', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();
  const isDisabled = (index: number) => Boolean(items[index]?.disabled);

  // Whether the menu is open now, not as of the last render: an effect of an earlier render (Preact runs them after
  // paint) must not focus an item of a menu closed since, or focus is lost when the list goes and a dialog the item
  // opened finds no opener to return to.
  const openNow = useRef(false);

  const openAt = (index: number | null) => {
    if (index === null) return;
    openNow.current = true;
    setActive(index);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    openNow.current = false;
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  const closeOutside = useCallback(() => close(false), [close]);
  useOutsidePress(rootRef, open, closeOutside);

  useEffect(() => {
    if (open && openNow.current) itemRefs.current[active]?.focus();
  }, [open, active]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(nextRovingIndex(event.key === 'ArrowDown' ? -1 : items.length, event.key, items.length, { isDisabled }));
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = nextRovingIndex(active, event.key, items.length, { isDisabled });
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    }
  };

  const select = (item: MenuItem, event: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    item.onSelect?.(event);
    close(!item.href);
  };

  const renderItem = (item: MenuItem, index: number) => {
    const common = {
      ref: (element: HTMLElement | null) => {
        itemRefs.current[index] = element;
      },
      role: item.checked === undefined ? 'menuitem' : 'menuitemradio',
      'aria-checked': item.checked,
      lang: item.lang,
      tabIndex: -1,
      'aria-disabled': item.disabled || undefined,
      className: classNames('menu__item', item.tone === 'danger' && 'menu__item--danger'),
      onClick: (event: MouseEvent<HTMLElement>) => select(item, event),
      onPointerEnter: () => !item.disabled && setActive(index),
    };
    const content = (
      <>
        {item.checked !== undefined && (
          <Icon name="check" className={classNames('menu__check', !item.checked && 'menu__check--off')} />
        )}
        {item.icon && <Icon name={item.icon} />}
        {item.label}
      </>
    );
    return (
      <li key={item.id} role="none">
        {item.href && !item.disabled ? (
          <a href={item.href} {...common}>
            {content}
          </a>
        ) : (
          <button type="button" {...common}>
            {content}
          </button>
        )}
      </li>
    );
  };

  return (
    <div ref={rootRef} className={classNames('menu', `menu--${align}`, className)}>
      <Button
        ref={triggerRef}
        variant={variant}
        className={text ? undefined : 'button--icon'}
        aria-label={text ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(nextRovingIndex(-1, 'ArrowDown', items.length, { isDisabled })))}
        onKeyDown={onTriggerKeyDown}
      >
        {text ? (
          <>
            {text}
            <Icon name="chevron-down" />
          </>
        ) : (
          <Icon name={icon} />
        )}
      </Button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className="menu__list" onKeyDown={onMenuKeyDown}>
          {groupRuns(items).map(({ group, entries }) => {
            const rendered = entries.map(({ item, index }) => renderItem(item, index));
            if (group === undefined) return rendered;
            return (
              <li key={`group:${group}`} role="none">
                <ul role="group" aria-label={group} className="menu__group">
                  {rendered}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
