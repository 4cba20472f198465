import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from './icons';
import type { SelectOption } from './select-field';
import { useOutsidePress } from './use-outside-press';

export type CheckboxFilterProps = {
  /** The field's visible label (Status), also the group's name. */
  label: string;
  /** What the button says is chosen: "All statuses", "Succeeded", "2 selected". */
  summary: string;
  options: SelectOption[];
  value: readonly string[];
  /**
   * Each tick or untick, with whether an earlier one happened since the filter opened: a list keeps one history entry
   * per opening (the first change pushes, the next replace), so Back returns to the choice before it, not to each tick.
   */
  onChange: (value: string[], sameOpening: boolean) => void;
};

/**
 * A list filter that takes several values: a labelled button (disclosure pattern) that opens native checkboxes, so
 * Tab, Space and screen readers work as they do everywhere. Escape or a press outside closes it; focus goes back to
 * the button on Escape. The chosen values keep the options' order.
 */
export function CheckboxFilter({ label, summary, options, value, onChange }: CheckboxFilterProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  const changedSinceOpen = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useOutsidePress(rootRef, open, close);
  useEffect(() => {
    if (!open) return;
    changedSinceOpen.current = false;
    panelRef.current?.querySelector('input')?.focus();
  }, [open]);

  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(
      options.map((o) => o.value).filter((v) => chosen.has(v)),
      changedSinceOpen.current,
    );
    changedSinceOpen.current = true;
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="field checkbox-filter">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-button`}
        className="field__control checkbox-filter__button"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className="checkbox-filter__summary">{summary}</span>
        <Icon name="chevron-down" />
      </button>
      {open && (
        <fieldset ref={panelRef} id={`${id}-panel`} className="checkbox-filter__panel" onKeyDown={onPanelKeyDown}>
          <legend className="visually-hidden">{label}</legend>
          {options.map((option) => (
            <label key={option.value} className="checkbox-filter__option">
              <input
                type="checkbox"
                className="field__checkbox"
                checked={value.includes(option.value)}
                disabled={option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
