import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { fieldAria } from './field-aria';
import { FieldTexts } from './field-texts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  options: SelectOption[];
  /** A first, empty choice ("Choose…"), for fields with no default. */
  placeholder?: string;
  error?: string;
  hint?: string;
  id?: string;
};

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, on every device. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const { controlProps, hintId, errorId } = fieldAria(id ?? generatedId, { error, hint });
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <select ref={ref} className="field__control field__control--select" {...rest} {...controlProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
