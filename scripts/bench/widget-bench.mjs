/**
 * <pay-button> figures in Chromium (quality.md, decision 0250), on the plain HTML shop of examples/ served by a fresh
 * server:
 * - button paint after its script has loaded, as a ratio to a plain HTML <button> added at the same moment on the
 *   same page (budget 1.5x; both are counted in frames, so the ratio says whether the element paints late);
 * - bytes the shop page fetches from the widget folder and the API when nobody clicks, as served (encoded bodies,
 *   from the page's resource timing once the page has settled; budget 15 KB);
 * - click to interactive checkout form (the first field of the identify step in the dialog), p50 and p95 over
 *   RUNS page loads, each in a new browser context (an empty cache: a buyer's first visit), on a settled page, with
 *   the pointer arriving on the button as the click does, so the checkout's code and data are fetched on that
 *   intent (budget 300 ms on localhost);
 * - the Bizum path (issue 28): on the first BIZUM_RUNS of those loads the buyer goes on through identify and their
 *   details to the method step, and the figure is from choosing Bizum to its panel ready to leave for Bizum's page
 *   (the purchase created, the payment signed, the panel shown); reported without a budget of its own.
 * Prints figures against their budgets; it does not fail on them (`npm test` runs it after the build). Every wait
 * has its own limit and says what it waited for, so a run ends with figures or with that reason, never a hang.
 *
 *   npm run build && CHROMIUM_PATH=/usr/bin/chromium npm run bench:widget
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BIZUM_RUNS = Math.min(RUNS, 5);
const PAINT_RATIO_BUDGET = 1.5;
const INTERACTIVE_BUDGET_MS = 300;
/** quality.md (decisions 1163, 1169): the size check counts the same files gzipped; this log counts them as served. */
const NOBODY_CLICKS_BUDGET = 5.4 * 1024;
const WAIT_MS = 20_000;
const PORT = Number(process.env.BENCH_PORT ?? 3451);
const origin = `http://127.0.0.1:${PORT}`;
const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
/** Nearest rank: with 20 runs, p95 is the second slowest. */
const p95 = (values) => sorted(values)[Math.ceil(values.length * 0.95) - 1];

const dataDir = mkdtempSync(join(tmpdir(), 'cobro-widget-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: origin, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });

try {
  await waitForServer();
  const key = await demoWidgetKey();
  const paint = [];
  const interactive = [];
  const bizum = [];
  let idle;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    paint.push(await paintFrames(page, key));
    const shop = await clickToInteractive(page);
    idle ??= shop.idle;
    interactive.push(shop.ms);
    if (run < BIZUM_RUNS) bizum.push(await chooseBizum(page, run));
    await context.close();
  }
  const ratio = median(paint.map((p) => p.payButton / p.plain));
  const [p50ms, p95ms] = [median(interactive), p95(interactive)];
  const row = (figure, value, budget, ok) => ({ figure, value, budget, result: ok ? 'ok' : 'OVER' });
  console.log(`<pay-button> in Chromium, ${RUNS} page loads, each in a new context (empty cache):`);
  console.table([
    row('paint after script load, ratio to a plain <button> (median)', `${ratio.toFixed(2)}x`, `${PAINT_RATIO_BUDGET}x`, ratio <= PAINT_RATIO_BUDGET),
    row(`nobody clicks: ${idle.files} widget files and ${idle.calls} API calls, as served`, kb(idle.bytes), kb(NOBODY_CLICKS_BUDGET), idle.bytes <= NOBODY_CLICKS_BUDGET),
    row('click to interactive checkout form, p50', `${Math.round(p50ms)} ms`, `${INTERACTIVE_BUDGET_MS} ms`, p50ms <= INTERACTIVE_BUDGET_MS),
    row('click to interactive checkout form, p95', `${Math.round(p95ms)} ms`, `${INTERACTIVE_BUDGET_MS} ms`, p95ms <= INTERACTIVE_BUDGET_MS),
  ]);
  console.log(
    `Bizum path, choosing Bizum to its panel ready (p50 of ${BIZUM_RUNS}): ${Math.round(median(bizum))} ms; each run: ${bizum.map(Math.round).join(', ')}`,
  );
  console.log(`Click to interactive, each run (ms): ${interactive.map(Math.round).join(', ')}`);
  console.log(`Nobody clicks, what was fetched: ${idle.names.join(', ')}`);
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The demo merchant's widget key, as its dashboard shows it. */
async function demoWidgetKey() {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@cobro.dev', password: 'Demo-merchant-1' }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const configuration = await fetch(`${origin}/api/widget-configuration`, { headers: { cookie } });
  return (await configuration.json()).api_key;
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Runs `evaluate` in the page, failing with `what` when it has not settled within WAIT_MS. */
function withinLimit(promise, what) {
  let timer;
  const limit = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS)));
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * An empty page with a <pay-button> whose script the page then adds; on the script's load event a plain <button> is
 * appended, and each is timed to the first frame in which it has a box.
 */
async function paintFrames(page, key) {
  // An empty page of the server's origin, where nothing has defined the element yet.
  await page.route(`${origin}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>Bench</title><body></body></html>' }));
  await page.goto(`${origin}/bench.html`);
  const measured = page.evaluate(
    ({ src }) =>
      new Promise((resolve, reject) => {
        const host = document.createElement('pay-button');
        host.setAttribute('service-name', 'Bench');
        host.setAttribute('plan-name', 'Bench');
        host.setAttribute('amount', '1');
        host.setAttribute('plan-type', 'Unique');
        host.setAttribute('label', 'Pagar');
        document.body.append(host);
        const framesUntil = (painted, start) =>
          new Promise((done) => {
            const check = (now) => (painted() ? done(now - start) : requestAnimationFrame(check));
            requestAnimationFrame(check);
          });
        const script = document.createElement('script');
        script.type = 'module';
        script.src = src;
        script.addEventListener('load', async () => {
          const start = performance.now();
          const plain = document.createElement('button');
          plain.textContent = 'Pagar';
          document.body.append(plain);
          const [payButton, plainMs] = await Promise.all([
            framesUntil(() => (host.shadowRoot?.querySelector('button')?.getBoundingClientRect().width ?? 0) > 0, start),
            framesUntil(() => plain.getBoundingClientRect().width > 0, start),
          ]);
          resolve({ payButton, plain: plainMs });
        });
        // A missing script (a build emptying dist/ meanwhile) fails at once, not after the wait's limit.
        script.addEventListener('error', () => reject(new Error(`${src} did not load`)));
        document.head.append(script);
      }),
    { src: `${origin}/widget/1.0.0/pay-button.js?key=${key}&api=${origin}/api` },
  );
  return withinLimit(measured, 'the bench page to paint its buttons');
}

/** What the settled shop fetched from the widget folder and the API before anyone showed intent. */
function fetchedSoFar(page) {
  return page.evaluate(() => {
    const ours = performance.getEntriesByType('resource').filter((entry) => /\/(widget|api)\//.test(new URL(entry.name).pathname));
    return {
      bytes: ours.reduce((total, entry) => total + entry.encodedBodySize, 0),
      files: ours.filter((entry) => new URL(entry.name).pathname.startsWith('/widget/')).length,
      calls: ours.filter((entry) => new URL(entry.name).pathname.startsWith('/api/')).length,
      names: ours.map((entry) => `${new URL(entry.name).pathname.split('/').pop()} ${entry.encodedBodySize} B`),
    };
  });
}

/** A valid DNI per run (eight digits and their control letter), so each run is a new buyer. */
function dniOf(run) {
  const number = 30_000_000 + ((Date.now() % 1_000_000) * 10 + run) % 60_000_000;
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
}

/**
 * In the dialog the click opened (the one-time bono, in Spanish): identify and the buyer's details, then the time
 * from choosing Bizum to the panel's button that leaves for Bizum's page.
 */
async function chooseBizum(page, run) {
  const dialog = page.locator('pay-button').first().getByRole('dialog');
  const dni = dniOf(run);
  await dialog.getByLabel('Un particular').check();
  await dialog.getByLabel('Correo electrónico').fill(`bench-${dni.toLowerCase()}@example.es`);
  await dialog.getByLabel('DNI', { exact: true }).fill(dni);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByLabel('Nombre', { exact: true }).fill('Ana');
  await dialog.getByLabel('Teléfono').fill('612 34 56 78');
  await dialog.getByLabel('Ciudad').fill('Madrid');
  await dialog.getByLabel('Código postal').fill('28013');
  await dialog.getByLabel('Dirección').fill('Calle Mayor 1');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const choice = dialog.getByLabel('Bizum', { exact: true });
  await choice.waitFor();
  await choice.evaluate((radio) => radio.addEventListener('click', () => (window.bizumAt = performance.now()), { capture: true, once: true }));
  await choice.check();
  await dialog.getByRole('button', { name: 'Continuar con Bizum' }).waitFor();
  return page.evaluate(() => performance.now() - window.bizumAt);
}

/** From the click on the shop's first button to the first field of the checkout's identify step. */
async function clickToInteractive(page) {
  await page.addInitScript(() => {
    window.readyButtons = 0;
    document.addEventListener('cobro-button-ready', () => (window.readyButtons += 1));
  });
  await page.goto(`${origin}/examples/plain-html/index.html`);
  const button = page.locator('pay-button').first().getByRole('button');
  // A buyer clicks on a settled page: every button has passed its session check, nothing is left on the wire.
  await page.waitForFunction(() => window.readyButtons > 0 && window.readyButtons >= document.querySelectorAll('pay-button').length);
  await page.waitForLoadState('networkidle');
  const idle = await fetchedSoFar(page);
  await page.evaluate(() => {
    const w = window;
    document.querySelector('pay-button').addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true, once: true });
  });
  await button.click();
  const ms = await withinLimit(
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const field = () => {
            const checkout = document.querySelector('pay-button')?.shadowRoot?.querySelector('merchant-checkout');
            return checkout?.shadowRoot?.querySelector('input[type="radio"]');
          };
          const check = (now) => (field() ? resolve(now - window.clickedAt) : requestAnimationFrame(check));
          requestAnimationFrame(check);
        }),
    ),
    'the checkout form after the click',
  );
  return { ms, idle };
}
