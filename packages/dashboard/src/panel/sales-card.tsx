import { panelSalesQuery, type PanelRange } from '@cobro/data';
import { formatMoney, formatPercent } from '@cobro/i18n';
import { EmptyState } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PanelCard } from './panel-card';
import { salesSlices, type SalesSlice } from './sales-slices';

/** A ring drawn with one dashed circle per slice (a circumference of 100); the list beside it says the same in text. */
function SalesPie({ slices }: { slices: SalesSlice[] }) {
  return (
    <svg className="sales-pie" viewBox="0 0 42 42" aria-hidden="true">
      {slices.map((slice) => {
        const length = (slice.to - slice.from) * 100;
        return (
          <circle
            key={slice.caption}
            cx="21"
            cy="21"
            r="15.915"
            fill="none"
            stroke={slice.color}
            strokeWidth="8"
            strokeDasharray={`${length} ${100 - length}`}
            strokeDashoffset={25 - slice.from * 100}
          />
        );
      })}
    </svg>
  );
}

/** Sales by service over the range: the pie and its progress list (caption, amount, percentage, colour). */
export function SalesCard({ range }: { range: PanelRange }) {
  const { t } = useLingui();
  return (
    <PanelCard title={t`Sales by service`} query={useQuery(panelSalesQuery(range))} className="panel-card--wide">
      {({ sales }) => {
        const slices = salesSlices(sales.progress_data, t`Other services`);
        if (slices.length === 0) {
          return <EmptyState title={t`No sales in this period`} description={t`Choose another range to see your sales by service.`} />;
        }
        return (
          <div className="sales">
            <SalesPie slices={slices} />
            <div className="sales__details">
              <p className="sales__total">
                {t`Total`} <strong>{formatMoney(sales.total)}</strong>
              </p>
              <ul className="sales__list">
                {slices.map((slice) => (
                  <li key={slice.caption} className="sales__item">
                    <span className="sales__swatch" style={{ background: slice.color }} aria-hidden="true" />
                    <span className="sales__caption">{slice.caption}</span>
                    <span className="sales__amount">{formatMoney(slice.amount)}</span>
                    <span className="sales__percentage">{formatPercent(slice.percentage / 100)}</span>
                    <span className="sales__bar" aria-hidden="true">
                      <span style={{ width: `${slice.percentage}%`, background: slice.color }} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        );
      }}
    </PanelCard>
  );
}
