import { detectLocale, formatMoney } from '@cobro/i18n';
import { adoptStyles } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import { periodText, type ChartRow } from './chart-series';

const BAR_PX = 8;
const HEIGHT = 240;

/**
 * The total-transactions bars drawn with uPlot (a lazy chunk: uPlot loads with the panel's chart, not the first
 * screen). Bars are 8 px wide; axis labels are in the interface language and `1.234,56 €`; hovering a bar shows its
 * figures. The chart is hidden from screen readers: the card's table says the same.
 */
export default function TransactionsChart({ rows }: { rows: ChartRow[] }) {
  const { t, i18n } = useLingui();
  const locale = detectLocale(i18n.locale);
  const host = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ index: number; left: number } | null>(null);
  const bruteLabel = t`Brute`;
  // The chart is drawn again only when the figures change, not each time the card re-renders with equal rows.
  const figures = JSON.stringify(rows);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    adoptStyles(element, uPlotCss);
    const style = getComputedStyle(element);
    const color = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const text = color('--cobro-color-text', '#1f2937');
    const axis = { stroke: text, font: '12px system-ui, sans-serif', grid: { stroke: color('--cobro-color-border', '#e5e7eb'), width: 1 } };
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
        scales: { x: { time: false, range: [-0.5, Math.max(rows.length - 0.5, 0.5)] } },
        axes: [
          { ...axis, incrs: [1, 2, 3, 4, 6, 12], space: 48, values: (_u, splits) => splits.map((i) => (rows[i] ? periodText(rows[i].label, locale) : '')) },
          { ...axis, size: 96, values: (_u, splits) => splits.map((value) => formatMoney(Math.round(value * 100))) },
        ],
        series: [
          {},
          {
            label: bruteLabel,
            stroke: color('--cobro-color-primary', '#2563eb'),
            fill: color('--cobro-color-primary', '#2563eb'),
            paths: uPlot.paths.bars!({ size: [1, BAR_PX, BAR_PX], align: 0 }),
            points: { show: false },
          },
        ],
        hooks: {
          setCursor: [
            (u) => {
              const index = u.cursor.idx;
              setHover(index == null ? null : { index, left: u.valToPos(index, 'x') + u.over.offsetLeft });
            },
          ],
        },
      },
      [rows.map((_, i) => i), rows.map((row) => row.brute / 100)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 600, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [figures, locale, bruteLabel]);

  const row = hover ? rows[hover.index] : undefined;
  return (
    <div className="transactions-chart" aria-hidden="true">
      <div ref={host} />
      {hover && row && (
        <div className="transactions-chart__tooltip" style={{ left: hover.left }}>
          <strong>{periodText(row.label, locale)}</strong>
          <span>{t`Brute`}: {formatMoney(row.brute)}</span>
          <span>{t`Net`}: {formatMoney(row.net)}</span>
          <span>{t`Succeeded ${row.success}, refunded ${row.refund}, failed ${row.failed}`}</span>
        </div>
      )}
    </div>
  );
}
