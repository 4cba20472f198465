import { panelChartQuery, type PanelRange } from '@cobro/data';
import { detectLocale, formatMoney, type Locale } from '@cobro/i18n';
import { EmptyState, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { chartRows, periodText, type ChartRow } from './chart-series';
import { PanelCard } from './panel-card';

// A chunk of its own: uPlot is fetched when the panel draws its chart, never with the dashboard's first screen.
const TransactionsChart = lazy(() => import('./transactions-chart'));

/**
 * The chart's text alternative: the same figures as a table, for screen readers. It is hidden by a box around it: a
 * table takes the width its cells need whatever width it is given, and `overflow` does not clip a table, so a hidden
 * table of a week or a month widened a phone's page to 519 px (issue 27).
 */
function TransactionsTable({ rows, locale }: { rows: ChartRow[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <div className="visually-hidden">
      <table>
        <caption>{t`Transactions per period`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Period`}</th>
            <th scope="col">{t`Brute`}</th>
            <th scope="col">{t`Net`}</th>
            <th scope="col">{t`Succeeded`}</th>
            <th scope="col">{t`Refunded`}</th>
            <th scope="col">{t`Failed`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{periodText(row.label, locale)}</th>
              <td>{formatMoney(row.brute)}</td>
              <td>{formatMoney(row.net)}</td>
              <td>{row.success}</td>
              <td>{row.refund}</td>
              <td>{row.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the bars are, in words beside a swatch of their colour (uPlot's own legend is off: it would name the series
 * only inside the hidden chart). Hours for one day, days for a week or a month, as the rows are labelled.
 */
function ChartLegend({ rows }: { rows: ChartRow[] }) {
  const { t } = useLingui();
  const perHour = rows.some((row) => HOUR_LABEL.test(row.label));
  return (
    <ul className="chart-legend" aria-label={t`Legend`}>
      <li className="chart-legend__item">
        <span className="chart-legend__swatch" aria-hidden="true" />
        {perHour ? t`Bars: brute amount per hour` : t`Bars: brute amount per day`}
      </li>
    </ul>
  );
}

const HOUR_LABEL = /^\d{2}:\d{2}$/;

/** Total transactions over the range: bars per hour (one day) or per day (a week or a month). */
export function TransactionsCard({ range }: { range: PanelRange }) {
  const { t, i18n } = useLingui();
  const locale = detectLocale(i18n.locale);
  return (
    <PanelCard title={t`Total transactions`} query={useQuery(panelChartQuery(range))} className="panel-card--wide">
      {(data) => {
        const rows = chartRows(data);
        if (rows.every((row) => row.success + row.refund + row.failed === 0 && row.brute === 0)) {
          return <EmptyState title={t`No transactions in this period`} />;
        }
        return (
          <>
            <Suspense fallback={<LoadingPlaceholder lines={4} />}>
              <TransactionsChart rows={rows} />
            </Suspense>
            <ChartLegend rows={rows} />
            <TransactionsTable rows={rows} locale={locale} />
          </>
        );
      }}
    </PanelCard>
  );
}
