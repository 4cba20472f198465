import type { ReactNode } from 'react';

/** One term and its value in a detail card's list (`money-card__list`). */
export function CardItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
