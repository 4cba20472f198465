import { useLingui } from '@lingui/react/macro';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { classNames } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and swallows clicks, so a double click on Pay cannot submit twice. */
  loading?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, type = 'button', className, onClick, children, ...rest },
  ref,
) {
  const { t } = useLingui();
  // aria-disabled rather than disabled while loading: a disabled button drops focus to the page, a busy one keeps it.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classNames('button', `button--${variant}`, `button--${size}`, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <span className="button__spinner" aria-hidden="true" />}
      {children}
      {loading && <span className="visually-hidden">{t`Loading`}</span>}
    </button>
  );
});
