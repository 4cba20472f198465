/**
 * The realtime path's figure (quality.md, decision 0107), in Chromium: the demo merchant's Payments page is open in
 * one browser session; another session (the merchant in a second tab, as a Node client) refunds one cent of a charge
 * shown on it, `runs` times. Each figure is the time from sending the refund to the row on the open page reading the
 * new refunded amount: the refund's commit, the outbox, socket.io, the cache and React. Budget: p95 at most 250 ms.
 * `npm run bench:realtime` runs it alone; `npm run bench` at each size, after the lists.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Charge, Paged } from '@cobro/contracts';
import type { Database } from '../../packages/server/src/db/database';
import { charges, sandboxIntents } from '../../packages/server/src/db/schema/index';
import { DEMO_ACCOUNT } from '../../packages/server/src/seed/index';

export const REALTIME_BUDGET_MS = 250;
const WAIT_MS = 10_000;
const LIST = 'sort=-created_at&page_size=15';
/** The element script the Payments page loads: the path needs `npm run build` first. */
export const realtimeBuilt = () => existsSync('packages/elements/dist/widget/1.0.0/merchant-dashboard.js');

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
/** Nearest rank: with 20 runs, p95 is the second slowest. */
const percentile = (values: number[], p: number) => sorted(values)[Math.ceil(values.length * p) - 1];
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export interface RealtimeFigures {
  p50: number;
  p95: number;
  figures: number[];
  /** How often the page read its list meanwhile (the events carry the row, so none is expected). */
  listReads: number;
}

/** Times the path against a server listening on `origin` (its PUBLIC_URL) over `database`. */
export async function timeRealtimePath(options: { origin: string; database: Database; organizationId: string; runs: number }): Promise<RealtimeFigures> {
  const { origin, database, organizationId, runs } = options;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(DEMO_ACCOUNT),
    });
    const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0], origin };
    const shown = (await (await fetch(`${origin}/api/charges?${LIST}`, { headers })).json()) as Paged<Charge>;
    const index = shown.data.findIndex((c) => c.payment_method === 'card' && c.status === 'succeeded' && c.amount - c.amount_refunded > runs + 10);
    if (index < 0) throw new Error('no refundable card charge on the first page');
    const charge = shown.data[index];
    // The bulk charges have no sandbox payment behind them: give this one the intent a sandbox card payment leaves.
    const [row] = await database.db.select().from(charges).where(eq(charges.id, charge.id));
    await database.db
      .insert(sandboxIntents)
      .values({ id: row.providerId!, organizationId, kind: 'payment', method: 'card', chargeId: row.id, clientSecretHash: `bench-${row.id}`, amount: row.amount, status: 'succeeded' })
      .onConflictDoNothing();

    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.request.post(`${origin}/api/auth/login`, { data: DEMO_ACCOUNT, headers: { origin } });
    await page.goto(`${origin}/dashboard/charges?${LIST}`);
    const rowOnPage = page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(index + 1);
    await rowOnPage.getByText(charge.customer.name).first().waitFor();
    // The socket is up once the shell has joined; two first refunds prove the path before the timed ones.
    const element = await rowOnPage.elementHandle();
    let listReads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/charges') listReads += 1;
    });
    const figures: number[] = [];
    let refunded = charge.amount_refunded;
    for (let run = -2; run < runs; run++) {
      refunded += 1;
      const expected = `Refunded ${euros(refunded)}`;
      // A MutationObserver on the row stamps the moment its text changes (written without named inner functions,
      // which tsx would wrap in a helper the page does not have).
      const seen = element!.evaluate(
        (tr, { text, limit }) =>
          new Promise<number>((resolve, reject) => {
            const observer = new MutationObserver(() => {
              if (!(tr.textContent ?? '').replace(/\s+/g, ' ').includes(text)) return;
              observer.disconnect();
              resolve(Date.now());
            });
            observer.observe(tr, { subtree: true, childList: true, characterData: true });
            setTimeout(() => reject(new Error(`the row never read "${text}"`)), limit);
          }),
        { text: expected.replace(/\s+/g, ' '), limit: WAIT_MS },
      );
      const sent = Date.now();
      const answer = await fetch(`${origin}/api/charges/${charge.id}/refund`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 1 }),
      });
      if (!answer.ok) throw new Error(`refund: ${answer.status} ${await answer.text()}`);
      const at = await seen;
      if (run >= 0) figures.push(at - sent);
    }
    return { p50: percentile(figures, 0.5), p95: percentile(figures, 0.95), figures, listReads };
  } finally {
    await browser.close();
  }
}

/** The figure's lines, with its ratio to the budget. */
export function formatRealtime(figures: RealtimeFigures, rows: number): string {
  const { p50, p95 } = figures;
  return (
    `Realtime, refund sent to the row updated on the open Payments page (Chromium, PostgreSQL, ${rows.toLocaleString('en')} charges, ${figures.figures.length} refunds):\n` +
    `p50 ${p50} ms, p95 ${p95} ms, ${(p95 / REALTIME_BUDGET_MS).toFixed(2)}x the budget of ${REALTIME_BUDGET_MS} ms${p95 <= REALTIME_BUDGET_MS ? '  within budget' : '  OVER BUDGET'}\n` +
    `each (ms): ${figures.figures.join(', ')}\n` +
    `the page read its charges list ${figures.listReads} times meanwhile (the events carry the row)`
  );
}
