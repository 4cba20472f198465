import { ErrorPlaceholder, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

interface PanelCardProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** Caps the card's width (the revenue and payouts cards: at most 300 px). */
  narrow?: boolean;
  className?: string;
  children: (data: T) => ReactNode;
}

/** One card of the panel: its own loading placeholder while fetching, its own error placeholder on failure. */
export function PanelCard<T>({ title, query, narrow, className, children }: PanelCardProps<T>) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section
      className={`panel-card${narrow ? ' panel-card--narrow' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
    >
      <h2 id={titleId} className="panel-card__title">
        {title}
      </h2>
      {query.isPending && <LoadingPlaceholder lines={2} />}
      {query.isError && (
        <ErrorPlaceholder
          title={t`These figures could not be loaded`}
          description={t`Check your connection and try again.`}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && children(query.data)}
    </section>
  );
}

/** A named amount inside a card (brute, net, paid, pending). */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="panel-figure">
      <dt className="panel-figure__label">{label}</dt>
      <dd className="panel-figure__value">{value}</dd>
    </div>
  );
}
