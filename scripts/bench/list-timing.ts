import type { Shape } from './list-shapes';

/** quality.md: list calls with 1,000,000 charges answer within these p95s. */
export const ONE_CLIENT_BUDGET_MS = 50;
export const CONCURRENT_BUDGET_MS = 250;
export const CONCURRENT_CLIENTS = 20;

export interface TimingOptions {
  /** Calls timed with one client, after `warmup` untimed ones. */
  runs: number;
  warmup: number;
  /** Calls each of the concurrent clients makes. */
  callsPerClient: number;
  /** Forgets what the server remembers (decision 0107), so that the `counted` calls count and search again. */
  forgetRemembered: () => void;
}

export interface ShapeFigures {
  shape: Shape;
  one: { p50: number; p95: number };
  /** One client again, each call counting its total and searching as the first view of a list in 30 seconds does. */
  counted: { p50: number; p95: number };
  concurrent: { p50: number; p95: number };
  /** Rows matching, as the answer's `total` says: `1000+` when the count stopped at its cap; `-` for a figure. */
  total: string;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

async function call(base: string, shape: Shape, headers: Record<string, string>): Promise<{ ms: number; total: string }> {
  const started = performance.now();
  const response = await fetch(`${base}${shape.path}`, { headers });
  const body = (await response.json()) as { total?: number; total_capped?: boolean };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${shape.list}, ${shape.label}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, total: body.total === undefined ? '-' : `${body.total}${body.total_capped ? '+' : ''}` };
}

/** One client calling back to back, then twenty at once, each calling back to back; each after untimed calls. */
export async function timeShape(base: string, shape: Shape, headers: Record<string, string>, options: TimingOptions): Promise<ShapeFigures> {
  let total = '';
  for (let i = 0; i < options.warmup; i += 1) total = (await call(base, shape, headers)).total;
  const one: number[] = [];
  for (let i = 0; i < options.runs; i += 1) one.push((await call(base, shape, headers)).ms);
  const counted: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    options.forgetRemembered();
    counted.push((await call(base, shape, headers)).ms);
  }
  // One untimed call per client at once first: the pool's other connections open and warm as a running server's are.
  await Promise.all(Array.from({ length: CONCURRENT_CLIENTS }, () => call(base, shape, headers)));
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async () => {
      for (let i = 0; i < options.callsPerClient; i += 1) concurrent.push((await call(base, shape, headers)).ms);
    }),
  );
  return {
    shape,
    total,
    one: { p50: percentile(one, 50), p95: percentile(one, 95) },
    counted: { p50: percentile(counted, 50), p95: percentile(counted, 95) },
    concurrent: { p50: percentile(concurrent, 50), p95: percentile(concurrent, 95) },
  };
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const ratio = (value: number, budget: number) => `${(value / budget).toFixed(2)}x`.padStart(6);

export const FIGURES_HEADER =
  `${'list, shape'.padEnd(62)} ${'rows'.padStart(7)}   1 client p50/p95 ms  (p95/${ONE_CLIENT_BUDGET_MS})` +
  `   counted p95  (p95/${ONE_CLIENT_BUDGET_MS})` +
  `   ${CONCURRENT_CLIENTS} clients p50/p95 ms  (p95/${CONCURRENT_BUDGET_MS})`;

/** The one-client p95 held to its budget: the worse of a remembered total and a counted one. */
const oneClientP95 = (f: Pick<ShapeFigures, 'one' | 'counted'>) => Math.max(f.one.p95, f.counted.p95);

/** One line of figures, each p95 also as a ratio to its budget, flagged when over. */
export function formatFigures({ shape, one, counted, concurrent, total }: ShapeFigures): string {
  const over = oneClientP95({ one, counted }) > ONE_CLIENT_BUDGET_MS || concurrent.p95 > CONCURRENT_BUDGET_MS;
  return (
    `${`${shape.list}, ${shape.label}`.slice(0, 62).padEnd(62)} ${total.padStart(7)}` +
    `   ${ms(one.p50)} ${ms(one.p95)}  ${ratio(one.p95, ONE_CLIENT_BUDGET_MS)}` +
    `       ${ms(counted.p95)}   ${ratio(counted.p95, ONE_CLIENT_BUDGET_MS)}` +
    `       ${ms(concurrent.p50)} ${ms(concurrent.p95)}  ${ratio(concurrent.p95, CONCURRENT_BUDGET_MS)}` +
    (over ? '  OVER BUDGET' : '')
  );
}

/** The worst ratio to budget over every shape, one client and concurrent. */
export function worstRatios(figures: ShapeFigures[]) {
  const worst = (pick: (f: ShapeFigures) => number, budget: number) =>
    figures.reduce((best, f) => (pick(f) / budget > best.ratio ? { ratio: pick(f) / budget, figures: f } : best), {
      ratio: 0,
      figures: figures[0],
    });
  return {
    one: worst(oneClientP95, ONE_CLIENT_BUDGET_MS),
    concurrent: worst((f) => f.concurrent.p95, CONCURRENT_BUDGET_MS),
  };
}
