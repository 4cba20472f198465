// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, json, screenSuite, showScreen } from '../common/screen.fixtures';
import PanelFigures from './panel-figures';

/** uPlot draws on a canvas happy-dom lacks: the fake keeps what the chart asked for its bars. */
const bars = vi.hoisted(() => vi.fn((options: { size: [number, number, number] }) => options));
vi.mock('uplot', () => ({
  default: Object.assign(
    class {
      setSize() {}
      destroy() {}
    },
    { paths: { bars } },
  ),
}));

const FIGURES = { brute: 12_000, net: 11_500, success: 2, refund: 0, failed: 1 };
const ANSWERS: Record<string, () => Response> = {
  '/panel/balance': () => json({ balance: { brute: 12_000, net: 11_500 } }),
  '/panel/payouts': () => json({ payouts: { paid: 5_000, pending: 1_000 } }),
  '/panel/subscriptions': () => json({ subscriptions: { debt: 0, past_due: 0, pending: 0, paused: 25, active: 75 } }),
  '/panel/transactions-chart': () => json({ '2026-03-16': FIGURES, '2026-03-17': FIGURES }),
  '/panel/sales': () => json({ sales: { total: 0, pie_data: [], progress_data: [] } }),
};

/** The panel's calls answered as above, but for `failing` (a server error) and `waiting` (never answered). */
function server({ failing, waiting }: { failing?: string; waiting?: string } = {}) {
  return vi.fn(async (url: string) => {
    const path = new URL(url).pathname;
    if (path === waiting) return new Promise<Response>(() => undefined);
    if (path === failing) return failure('API-500');
    return ANSWERS[path]?.() ?? failure('API-004', 404);
  });
}

const TEXTS = {
  en: {
    revenue: 'Revenue', payouts: 'Payouts', subscriptions: 'Subscription status', transactions: 'Total transactions', sales: 'Sales by service',
    loading: 'Loading', failed: 'These figures could not be loaded', retry: 'Try again',
  },
  es: {
    revenue: 'Ingresos', payouts: 'Transferencias', subscriptions: 'Estado de las suscripciones', transactions: 'Total de transacciones',
    sales: 'Ventas por servicio', loading: 'Cargando', failed: 'No se han podido cargar estas cifras', retry: 'Volver a intentarlo',
  },
} as const;

const card = (name: string) => screen.getByRole('region', { name });

describe.each(['en', 'es'] as const)('the panel cards (%s)', (locale) => {
  const texts = TEXTS[locale];
  const cards = [texts.revenue, texts.payouts, texts.subscriptions, texts.transactions, texts.sales];
  screenSuite(locale);
  afterEach(() => {
    bars.mockClear();
    document.head.replaceChildren();
  });

  // dashboard-core 2, "Panel": "Every card shows a loading placeholder while fetching and an error placeholder on
  // failure." dashboard-core 8: "Panel charts show a loading-error placeholder."
  it.each([0, 1, 2, 3, 4])('card %i alone shows the error placeholder when its call fails; the others their figures', async (failed) => {
    const paths = Object.keys(ANSWERS);
    vi.stubGlobal('fetch', server({ failing: paths[failed] }));
    showScreen(<PanelFigures />, { path: '/dashboard/panel' });
    const broken = card(cards[failed]!);
    const alert = await within(broken).findByRole('alert');
    expect(alert.textContent).toContain(texts.failed);
    expect(within(alert).getByRole('button', { name: texts.retry })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('status').filter((el) => el.textContent === texts.loading)).toEqual([]));
    for (const name of cards.filter((_, i) => i !== failed)) expect(within(card(name)).queryByRole('alert')).toBeNull();
  });

  it.each([0, 1, 2, 3, 4])('card %i alone shows the loading placeholder while its call is awaited', async (waiting) => {
    const paths = Object.keys(ANSWERS);
    vi.stubGlobal('fetch', server({ waiting: paths[waiting] }));
    showScreen(<PanelFigures />, { path: '/dashboard/panel' });
    const others = cards.filter((_, i) => i !== waiting);
    const loading = (name: string) => within(card(name)).queryAllByRole('status').some((status) => status.textContent === texts.loading);
    await waitFor(() => expect(others.filter(loading)).toEqual([]));
    const pending = card(cards[waiting]!);
    expect(within(pending).getByRole('status').textContent).toBe(texts.loading);
    expect(pending.getAttribute('aria-busy')).toBe('true');
  });

  // dashboard-core 2, "Panel": "a total-transactions chart (bars 8 px wide; revenue and payout cards at most 300 px
  // wide)".
  it('draws the transactions as bars 8 px wide, whatever room each period has', async () => {
    vi.stubGlobal('fetch', server());
    showScreen(<PanelFigures />, { path: '/dashboard/panel' });
    await waitFor(() => expect(bars).toHaveBeenCalled());
    // uPlot's bar size is [share of the period's room, most px, fewest px].
    const [share, most, fewest] = bars.mock.calls[0]![0].size;
    const width = (room: number) => Math.min(most, Math.max(fewest, room * share));
    expect([width(3), width(40), width(400)]).toEqual([8, 8, 8]);
  });

  it('keeps the revenue and payouts cards at most 300 px wide, and only those', async () => {
    vi.stubGlobal('fetch', server());
    const style = document.createElement('style');
    // The sheet the element adopts, read as written: tests get CSS imports as empty strings.
    style.textContent = readFileSync(`${import.meta.dirname}/panel.css`, 'utf8');
    document.head.append(style);
    showScreen(<PanelFigures />, { path: '/dashboard/panel' });
    const maxWidth = (name: string) => getComputedStyle(card(name)).maxWidth;
    expect([texts.revenue, texts.payouts].map(maxWidth)).toEqual(['300px', '300px']);
    for (const name of [texts.subscriptions, texts.transactions, texts.sales]) expect(maxWidth(name)).not.toBe('300px');
  });
});
