import { formatDate } from '@cobro/i18n';
import { IconButton } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { canStepForward, isIsoDay, rangeFor, stepRange, type PanelRange, type Period } from './date-range';

interface DateFilterBarProps {
  range: PanelRange;
  today: string;
  onChange: (range: PanelRange) => void;
}

/** Daily, weekly and monthly buttons, a custom day (up to today), and previous and next arrows. */
export function DateFilterBar({ range, today, onChange }: DateFilterBarProps) {
  const { t } = useLingui();
  const dayId = useId();
  const periods: { period: Exclude<Period, 'custom'>; label: string }[] = [
    { period: 'daily', label: t`Daily` },
    { period: 'weekly', label: t`Weekly` },
    { period: 'monthly', label: t`Monthly` },
  ];
  const first = formatDate(`${range.first_day}T12:00:00Z`);
  const last = formatDate(`${range.last_day}T12:00:00Z`);
  const shown = range.first_day === range.last_day ? first : t`${first} to ${last}`;

  return (
    <div className="panel-filter" role="group" aria-label={t`Date range`}>
      <div className="panel-filter__periods">
        {periods.map(({ period, label }) => (
          <button
            key={period}
            type="button"
            className="panel-filter__period"
            aria-pressed={range.period === period}
            onClick={() => onChange(rangeFor(period, today))}
          >
            {label}
          </button>
        ))}
      </div>
      <label className="panel-filter__day" htmlFor={dayId}>
        {t`Day`}
        <input
          id={dayId}
          type="date"
          max={today}
          value={range.period === 'custom' ? range.day : ''}
          onChange={(event) => {
            const day = event.target.value;
            if (isIsoDay(day) && day <= today) onChange(rangeFor('custom', day));
          }}
        />
      </label>
      <div className="panel-filter__steps">
        <IconButton icon="chevron-left" label={t`Previous period`} onClick={() => onChange(stepRange(range, -1))} />
        <output className="panel-filter__range" aria-live="polite">
          {shown}
        </output>
        <IconButton
          icon="chevron-right"
          label={t`Next period`}
          disabled={!canStepForward(range, today)}
          onClick={() => onChange(stepRange(range, 1))}
        />
      </div>
    </div>
  );
}
