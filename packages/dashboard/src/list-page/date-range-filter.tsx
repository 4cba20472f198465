import { DateField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { localToday } from './list-state';

type Range = { firstDay: string | null; lastDay: string | null };

/**
 * From and to dates, neither past today. The range reaches the list only once both ends are chosen and in order,
 * so picking the first date alone changes nothing.
 */
export function DateRangeFilter({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const { t } = useLingui();
  const today = localToday();
  const [first, setFirst] = useState(value.firstDay ?? '');
  const [last, setLast] = useState(value.lastDay ?? '');
  useEffect(() => {
    setFirst(value.firstDay ?? '');
    setLast(value.lastDay ?? '');
  }, [value.firstDay, value.lastDay]);

  const choose = (nextFirst: string, nextLast: string) => {
    setFirst(nextFirst);
    setLast(nextLast);
    if (nextFirst && nextLast && nextFirst <= nextLast && nextLast <= today) {
      onChange({ firstDay: nextFirst, lastDay: nextLast });
    }
  };

  return (
    <fieldset className="list-page__dates">
      <legend className="visually-hidden">{t`Date range`}</legend>
      <DateField label={t`From`} max={last || today} value={first} onValueChange={(day) => choose(day, last)} />
      <DateField label={t`To`} min={first || undefined} max={today} value={last} onValueChange={(day) => choose(first, day)} />
    </fieldset>
  );
}
