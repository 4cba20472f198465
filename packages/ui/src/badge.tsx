import type { ReactNode } from 'react';
import { classNames } from './class-names';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'blue' | 'grey';

/** A status label. The tone only repeats what the text says: colour is never the sole carrier of meaning. */
export function Badge({ tone = 'grey', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={classNames('badge', `badge--${tone}`, className)}>{children}</span>;
}
