import { Icon } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';

export type FilterChip = { id: string; label: string; onRemove: () => void };

/** The filters in force, each with a button that removes it. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <ul className="list-page__chips" aria-label={t`Applied filters`}>
      {chips.map((chip) => (
        <li key={chip.id} className="list-page__chip">
          {chip.label}
          <button type="button" className="list-page__chip-remove" aria-label={t`Remove filter: ${chip.label}`} onClick={chip.onRemove}>
            <Icon name="close" />
          </button>
        </li>
      ))}
    </ul>
  );
}
