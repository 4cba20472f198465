import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { classNames } from './class-names';
import { displayDate, hasDateShape, maskDate, parseDisplayDate } from './date-mask';
import { fieldAria } from './field-aria';
import { FieldTexts } from './field-texts';
import { IconButton } from './icon-button';

export interface DateFieldProps {
  label: string;
  /** ISO yyyy-mm-dd, or '' for none. */
  value: string;
  /** Called with an ISO date once a whole, real date in range is typed or picked, and with '' when cleared. */
  onValueChange: (iso: string) => void;
  min?: string;
  max?: string;
  /** A form's own message about the value (already translated); the field's own typing message comes first. */
  error?: string;
  /** A line under the field, e.g. what the value chosen does elsewhere on the page. */
  hint?: string;
  className?: string;
}

/**
 * A date typed day first (dd/mm/aaaa in Spanish) with a calendar button, instead of <input type="date">: Chromium
 * draws the native one in the browser's locale whatever the page's language (decision 0859). The calendar is the
 * browser's own picker (a hidden native input's showPicker()), used only to choose; the field shows the date day
 * first. A partial or impossible date says why under the field.
 */
export function DateField({ label, value, onValueChange, min, max, error: formError, hint, className }: DateFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(displayDate(value));
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (parseDisplayDate(text) !== value) setText(displayDate(value));
    // Only an outside change of the value rewrites the text; typing keeps what the buyer typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const iso = parseDisplayDate(text);
  const outOfRange = iso !== null && ((min !== undefined && iso < min) || (max !== undefined && iso > max));
  const error =
    (!touched || text === ''
      ? undefined
      : iso === null
        ? hasDateShape(text)
          ? t`That date does not exist`
          : t`Enter the date as dd/mm/yyyy`
        : outOfRange
          ? t`Choose a date between ${displayDate(min ?? '') || '…'} and ${displayDate(max ?? '') || '…'}`
          : undefined) ?? formError;
  const id = useId();
  const { controlProps, hintId, errorId } = fieldAria(id, { error, hint });

  const change = (next: string) => {
    setText(next);
    const parsed = parseDisplayDate(next);
    if (next === '') onValueChange('');
    else if (parsed && !((min && parsed < min) || (max && parsed > max))) onValueChange(parsed);
  };

  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <div className="field__date">
        <input
          className="field__control"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`dd/mm/yyyy`}
          value={text}
          onChange={(event) => change(maskDate(event.target.value))}
          onBlur={() => setTouched(true)}
          {...controlProps}
        />
        <IconButton icon="calendar" label={t`Choose ${label} on a calendar`} onClick={() => picker.current?.showPicker()} />
        <input
          ref={picker}
          type="date"
          className="field__date-picker"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={iso ?? ''}
          onChange={(event) => {
            setTouched(true);
            change(displayDate(event.target.value));
          }}
        />
      </div>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
