import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { fieldAria } from './field-aria';
import { FieldTexts } from './field-texts';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Already translated (e.g. `fieldMessage(errors.email.message)` from @cobro/i18n). */
  error?: string;
  hint?: string;
  id?: string;
};

/** A labelled input. Spreads react-hook-form's `register()` result: the ref reaches the input through forwardRef. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, type = 'text', ...rest },
  ref,
) {
  const generatedId = useId();
  const { controlProps, hintId, errorId } = fieldAria(id ?? generatedId, { error, hint });
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <input ref={ref} type={type} className="field__control" {...rest} {...controlProps} />
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
