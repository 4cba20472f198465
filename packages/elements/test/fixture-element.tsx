import { loadSdkCatalog } from '@cobro/i18n';
import { useState } from 'react';
import type { ElementDefinition } from '../src/define-element/definition';

export interface FixtureProps {
  label?: string;
  testMode?: boolean;
  amount?: number;
  items?: string[];
  onPing?: (detail: { clicks: number }) => void;
}

/**
 * A test-only element for the browser tests of defineElement: it shows its props and a click counter (React state
 * that a reset would lose) as data attributes, and reports clicks as an event. No user-visible text.
 */
export function Fixture({ label, testMode, amount, items, onPing }: FixtureProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <div
      className="fixture"
      data-label={label ?? ''}
      data-test-mode={String(testMode)}
      data-amount={String(amount)}
      data-items={JSON.stringify(items ?? null)}
      data-clicks={clicks}
    >
      <button
        type="button"
        aria-label="ping"
        onClick={() => {
          setClicks(clicks + 1);
          onPing?.({ clicks: clicks + 1 });
        }}
      />
    </div>
  );
}

export const fixtureDefinition: ElementDefinition<FixtureProps> = {
  tag: 'cobro-fixture',
  component: Fixture,
  props: { label: 'string', testMode: 'boolean', amount: 'number', items: 'json' },
  events: { onPing: 'cobro-ping' },
  loadCatalog: loadSdkCatalog,
  styles: [':host { display: block; } .fixture { color: rgb(1, 2, 3); }'],
};
