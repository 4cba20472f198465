import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ApiErrorBody, ERROR_CODES, WIDGET_KEY_HEADER, endpoints, type Endpoint } from '@cobro/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, databases, type TestApp } from '../harness';
import * as schema from '../../src/db/schema/index';
import { createSession, SESSION_COOKIE } from '../../src/modules/auth/session-commands';
import { DEMO_ACCOUNT } from '../../src/seed/index';
import { idPool, type IdPool } from './id-pool';
import { scanForCardNumbers } from '../card-number-scan';
import { requestsFor, sweepOf, type RequestPlan } from './requests';

/**
 * Property-based fuzz of every endpoint of the contract table (the table the server registers its routes from):
 * hostile paths, queries, headers and bodies, signed out, signed in and with a forged cookie (decision 0207). A 5xx,
 * a 4xx that is not a catalogue error, a request that does not answer in time, or a crash fails it.
 * FUZZ_SEED and FUZZ_RUNS (per endpoint) reproduce or widen a run: endpoint i runs with seed FUZZ_SEED + i, and
 * fast-check's failure message carries the seed and the request. FUZZ_STATS=1 prints every endpoint's answers.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1005);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
/** PostgreSQL, when DATABASE_URL is set, runs the same properties with fewer draws: same code, a slower database. */
const runsOn = (db: string) => (db === 'pglite' ? RUNS : Math.ceil(RUNS / 4));
/** A hang detector that names the request: one answers in milliseconds, a loaded machine stays far below it. */
const REQUEST_TIMEOUT_MS = 30_000;
const ENTRIES = Object.entries(endpoints) as [string, Endpoint][];
const SWEPT_CARD_NUMBER = '4111 1111 1111 1111';

const errorCodes = new Set(Object.keys(ERROR_CODES));

describe.each(databases)('fuzz of every endpoint of the contract on %s', (db) => {
  let t: TestApp;
  let pool: IdPool;
  let userId: string;
  let merchantCookie: string | undefined;
  let requests = 0;
  const byClass: Record<string, number> = {};
  /** `endpoint status code` -> count, printed with FUZZ_STATS=1 to see how deep the requests get. */
  const answers = new Map<string, number>();
  const covered = new Set<string>();

  beforeAll(async () => {
    // Callbacks a fuzzed request enables give up quickly instead of holding the app's close.
    t = await createTestApp({ db, config: { callbacks: { allowLoopback: false, timeoutMs: 200 } } });
    pool = await idPool(t);
    [{ id: userId }] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNT.email));
  });

  afterAll(async () => {
    if (process.env.FUZZ_STATS) console.log([...answers].sort().map(([answer, n]) => `${answer}: ${n}`).join('\n'));
    const classes = Object.entries(byClass).sort().map(([kind, n]) => `${n} ${kind}`).join(', ');
    console.log(`fuzz on ${db}: ${requests} requests (${classes}) over ${covered.size} of ${ENTRIES.length} endpoints passed (seeds from ${SEED}, ${runsOn(db)} runs each)`);
    await t?.close();
  });

  /** A fresh session when the last one was ended (a fuzzed logout) or replaced (a fuzzed sign-in). */
  async function cookieOfMerchant() {
    if (!merchantCookie) {
      const { id } = await createSession(t.database.db, userId, t.clock.now(), {});
      merchantCookie = `${SESSION_COOKIE}=${id}`;
    }
    return merchantCookie;
  }

  /** The demo organization's widget key and allowed domain as they are now (a fuzzed request may change them). */
  async function widgetHeaders() {
    const [row] = await t.database.db.select().from(schema.widgetConfigurations).limit(1);
    return row ? { [WIDGET_KEY_HEADER]: row.apiKey ?? '', ...(row.domain ? { origin: row.domain } : {}) } : {};
  }

  async function send(plan: RequestPlan): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...plan.headers };
    if (plan.caller === 'merchant') headers.cookie = await cookieOfMerchant();
    if (plan.caller === 'forged-cookie') headers.cookie = `${SESSION_COOKIE}=%00%ff'--; other=1`;
    if (plan.widgetKey) Object.assign(headers, await widgetHeaders());
    const injected = t.app.inject({ method: plan.method as 'GET', url: plan.url, headers, payload: plan.payload });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([injected, timeout]);
      requests++;
      const kind = `${Math.floor(response.statusCode / 100)}xx`;
      byClass[kind] = (byClass[kind] ?? 0) + 1;
      if (plan.caller === 'merchant' && response.cookies.some((c) => c.name === SESSION_COOKIE)) merchantCookie = undefined;
      return response;
    } finally {
      clearTimeout(timer);
    }
  }

  /** No 5xx, and a 4xx with a body is a catalogue error. */
  function check(name: string, plan: RequestPlan, response: LightMyRequestResponse) {
    const code = isJson(response) ? (response.json() as { code?: string }).code : undefined;
    const answer = `${name} ${response.statusCode} ${code ?? ''}`;
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    const said = `${fc.stringify(plan)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, said).toBeLessThan(500);
    if (response.statusCode >= 400 && isJson(response)) {
      const body = ApiErrorBody.safeParse(response.json());
      expect(body.success && errorCodes.has(body.data.code), `not a catalogue error: ${said}`).toBe(true);
    }
  }

  it.each(ENTRIES.map(([name, e], index) => [name, e, SEED + index] as const))('%s never answers 5xx to hostile input', async (name, e, seed) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(e, pool), async (plan) => check(name, plan, await send(plan))),
      // Shrinking replays requests against the database: a time limit keeps a failure from outliving the test's.
      { seed, numRuns: runsOn(db), interruptAfterTimeLimit: 90_000 },
    );
    covered.add(name);
  }, 120_000);

  it.each(ENTRIES.map(([name, e], index) => [name, e, SEED + index] as const))('%s: a NUL or a climb out in any one place of a valid request is a 4xx', async (name, e, seed) => {
    for (const plan of sweepOf(e, pool, seed)) check(name, plan, await send(plan));
  }, 120_000);

  // Quality bar 19 over the whole contract: a card number typed into any one place of a valid request (a Visa test
  // number, grouped as a person types it) is refused or kept out of every row.
  it.each(ENTRIES.map(([name, e], index) => [name, e, SEED + index] as const))('%s: a card number in any one place of a valid request is a 4xx or not stored', async (name, e, seed) => {
    for (const plan of sweepOf(e, pool, seed, SWEPT_CARD_NUMBER)) check(name, plan, await send(plan));
  }, 120_000);

  it('stores no card number in any column after the fuzz', async () => {
    const { columns, found } = await scanForCardNumbers(t.database);
    expect(columns).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('still answers after the fuzz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

const isJson = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').startsWith('application/json');
