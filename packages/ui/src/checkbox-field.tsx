import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './class-names';
import { fieldAria } from './field-aria';
import { FieldTexts } from './field-texts';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  /** May hold links (terms and conditions), hence a node. */
  label: ReactNode;
  error?: string;
  hint?: string;
  id?: string;
};

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const { controlProps, hintId, errorId } = fieldAria(id ?? generatedId, { error, hint });
  return (
    <div className={classNames('field', 'field--checkbox', error && 'field--invalid', className)}>
      <div className="field__check">
        <input ref={ref} type="checkbox" className="field__checkbox" {...rest} {...controlProps} />
        <label className="field__label" htmlFor={controlProps.id}>
          {label}
        </label>
      </div>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
