/** The pie's six shades (dashboard-core 2), darkest first; a service keeps its shade in the pie and the list. */
export const PIE_SHADES = ['#1d4ed8', '#2563eb', '#3b82f6', '#60a5fa', '#93c5fd', '#bfdbfe'] as const;

export interface SalesSlice {
  caption: string;
  amount: number;
  percentage: number;
  color: string;
  /** Where the slice starts and ends on the circle, 0 to 1. */
  from: number;
  to: number;
}

/** One row of the sales call's progress list (its colour is replaced by the pie's shade). */
type Progress = { caption: string; amount: number };

/**
 * The slices of the pie, one shade each: the five largest services and, when there are more, one slice with the
 * rest (captioned by `otherCaption`), so no two slices ever share a shade. Shares are of the listed amounts.
 */
export function salesSlices(progress: readonly Progress[], otherCaption: string): SalesSlice[] {
  const sorted = [...progress].filter((p) => p.amount > 0).sort((a, b) => b.amount - a.amount);
  const shown = sorted.length > PIE_SHADES.length ? sorted.slice(0, PIE_SHADES.length - 1) : sorted;
  const rest = sorted.slice(shown.length);
  const rows = rest.length
    ? [...shown, { caption: otherCaption, amount: rest.reduce((sum, p) => sum + p.amount, 0) }]
    : shown;
  const total = rows.reduce((sum, p) => sum + p.amount, 0);
  let from = 0;
  return rows.map((row, index) => {
    const share = total > 0 ? row.amount / total : 0;
    const slice = {
      caption: row.caption,
      amount: row.amount,
      percentage: Math.round(share * 1000) / 10,
      color: PIE_SHADES[index],
      from,
      to: index === rows.length - 1 ? 1 : from + share,
    };
    from = slice.to;
    return slice;
  });
}
