import { useLingui } from '@lingui/react/macro';
import { classNames } from './class-names';

/** A skeleton while data loads. Sighted people see the shapes; screen readers hear "Loading" once. */
export function LoadingPlaceholder({ lines = 3, label, className }: { lines?: number; label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className={classNames('placeholder', 'placeholder--loading', className)}>
      <span className="visually-hidden">{label ?? t`Loading`}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="placeholder__line" aria-hidden="true" />
      ))}
    </div>
  );
}
