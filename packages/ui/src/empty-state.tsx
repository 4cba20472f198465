import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { Icon, type IconName } from './icons';

export type EmptyStateProps = {
  title: string;
  description?: string;
  icon?: IconName;
  /** An optional call to action, e.g. a create button. */
  action?: ReactNode;
  className?: string;
};

/** A list or card with nothing to show yet (the text differs with and without an active filter: the caller's job). */
export function EmptyState({ title, description, icon = 'info', action, className }: EmptyStateProps) {
  return (
    <div className={classNames('placeholder', 'placeholder--empty', className)}>
      <Icon name={icon} className="placeholder__icon" />
      <p className="placeholder__title">{title}</p>
      {description && <p className="placeholder__description">{description}</p>}
      {action}
    </div>
  );
}
