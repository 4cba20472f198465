import { useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useState } from 'react';
import { classNames } from './class-names';
import { fieldAria } from './field-aria';
import { FieldTexts } from './field-texts';
import { Icon } from './icons';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle (a toggle button with aria-pressed, so its state is announced). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, className, autoComplete = 'current-password', ...rest },
  ref,
) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const { controlProps, hintId, errorId } = fieldAria(id ?? generatedId, { error, hint });
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <div className="field__group">
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className="field__control"
          {...rest}
          {...controlProps}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={t`Show password`}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      </div>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
