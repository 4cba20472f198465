import { formatDate } from '@cobro/i18n';
import { DateField, IconButton } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { canStepForward, isIsoDay, rangeFor, stepRange, type PanelRange, type Period } from './date-range';

interface DateFilterBarProps {
  range: PanelRange;
  today: string;
  onChange: (range: PanelRange) => void;
}

/**
 * Daily, weekly and monthly buttons, a custom day (up to today; typed day first like every date of the product, not
 * the browser's native date input, decision 0859), and previous and next arrows.
 */
export function DateFilterBar({ range, today, onChange }: DateFilterBarProps) {
  const { t } = useLingui();
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
      <DateField
        className="panel-filter__day"
        label={t`Day`}
        max={today}
        // A one-day range shows its day here too; a week or a month is not one day, so the box stays empty.
        value={range.first_day === range.last_day ? range.first_day : ''}
        // A typed day presses none of the periods: the field itself says it is what the cards show.
        hint={range.period === 'custom' ? t`Showing the chosen day` : undefined}
        onValueChange={(day) => {
          if (isIsoDay(day) && day <= today) onChange(rangeFor('custom', day));
        }}
      />
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
