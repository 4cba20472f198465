import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './class-names';
import { nextRovingIndex } from './roving-index';

export type TabItem = { id: string; label: string };

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  selectedId: string;
  /** Called on click and on arrow keys (automatic activation); the caller usually writes it to the URL. */
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
};

/** Tabs with a roving tabindex: one Tab stop for the whole list, arrows move between tabs (WAI-ARIA APG tabs). */
export function Tabs({ label, items, selectedId, onSelect, children, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextRovingIndex(selectedIndex, event.key, items.length, { orientation: 'horizontal' });
    if (next === null) return;
    event.preventDefault();
    onSelect(items[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={classNames('tabs', className)}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={classNames('tabs__tab', selected && 'tabs__tab--selected')}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={items[selectedIndex] ? tabId(items[selectedIndex].id) : undefined}
        tabIndex={0}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
