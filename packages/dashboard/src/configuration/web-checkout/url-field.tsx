import { fieldAria, Icon } from '@cobro/ui';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { HTTPS_PREFIX } from './url-rules';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string; error?: string; hint?: string };

/**
 * An https address typed without its scheme (services-and-configuration 5): `https://` is a fixed prefix beside the
 * input, part of the field's description so a screen reader hears it too.
 */
export const UrlField = forwardRef<HTMLInputElement, Props>(function UrlField({ label, error, hint, ...rest }, ref) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  const { controlProps, hintId, errorId } = fieldAria(id, { error, hint });
  const describedBy = [controlProps['aria-describedby'], prefixId].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid url-field' : 'field url-field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="url-field__group">
        <span id={prefixId} className="url-field__prefix">
          {HTTPS_PREFIX}
        </span>
        <input
          ref={ref}
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          className="field__control url-field__input"
          {...rest}
          {...controlProps}
          aria-describedby={describedBy}
        />
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </div>
  );
});
