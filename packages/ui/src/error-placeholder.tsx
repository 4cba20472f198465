import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { classNames } from './class-names';
import { Icon } from './icons';

export type ErrorPlaceholderProps = {
  title: string;
  description?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

/** What a card or page shows when its data failed to load; announced because it replaces content being awaited. */
export function ErrorPlaceholder({ title, description, onRetry, retryLabel, className }: ErrorPlaceholderProps) {
  const { t } = useLingui();
  return (
    <div role="alert" className={classNames('placeholder', 'placeholder--error', className)}>
      <Icon name="alert" className="placeholder__icon" />
      <p className="placeholder__title">{title}</p>
      {description && <p className="placeholder__description">{description}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t`Try again`}
        </Button>
      )}
    </div>
  );
}
