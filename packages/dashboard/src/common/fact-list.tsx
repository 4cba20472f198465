import { Icon } from '@cobro/ui';

/** One line of a fact list: whether it holds (ticked) or not (crossed and muted), and its text. */
export type Fact = [on: boolean, label: string];

/**
 * Ticked and crossed facts under an accessible name: what a plan includes, what a payment method offers. `offPrefix`
 * is said to a screen reader before a fact that does not hold, where the cross alone would not tell it.
 */
export function FactList({ label, facts, offPrefix }: { label: string; facts: Fact[]; offPrefix?: string }) {
  return (
    <ul className="fact-list" aria-label={label}>
      {facts.map(([on, text]) => (
        <li key={text} className={on ? 'fact-list__fact' : 'fact-list__fact fact-list__fact--off'}>
          <Icon name={on ? 'check' : 'close'} />
          {!on && offPrefix && <span className="visually-hidden">{offPrefix} </span>}
          {text}
        </li>
      ))}
    </ul>
  );
}
