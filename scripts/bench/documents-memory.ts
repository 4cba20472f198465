/**
 * The server's memory while a merchant activates with three identity documents of the largest size the spec allows
 * (10 MB each: a png, a jpg and a pdf; quality bar 23, decision 0241). Starts the server (PGlite in a fresh folder,
 * or a fresh database on DATABASE_URL), walks steps 1 to 3, then for each call the wizard makes reads the process's
 * peak resident memory (VmHWM, reset before each call through /proc/<pid>/clear_refs, so no sampling can miss a
 * peak). Prints figures; never fails on them. Linux only.
 *
 *   npm run bench:documents                                              (PGlite)
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:documents   (PostgreSQL)
 *   BENCH_CPU_PROF=/tmp/profiles npm run bench:documents                 (and the server's CPU profile)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { LEGAL_DOCUMENT_MAX_BYTES, legalDocumentReference, type LegalDocument } from '@cobro/contracts';
import { NEW_MERCHANT_ACCOUNT } from '../../packages/server/src/seed/index';
import { STEP_BODIES } from '../../packages/server/src/modules/gateway/gateway.fixtures';
import { DOCUMENT_TYPES, realSizeDocument } from '../../packages/server/test/real-size-documents';

const PORT = Number(process.env.BENCH_PORT ?? 3473);
const base = `http://127.0.0.1:${PORT}`;
const main = fileURLToPath(new URL('../../packages/server/src/main.ts', import.meta.url));
const MB = 1024 * 1024;
const DOCUMENTS = [
  ['front_dni', 'png'],
  ['back_dni', 'jpg'],
  ['residence', 'pdf'],
] as const;

const adminUrl = process.env.DATABASE_URL;
const dbName = `cobro_documents_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'cobro-documents-'));
let databaseUrl = '';
if (adminUrl) {
  await admin(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

// BENCH_CPU_PROF=<folder> writes the server's CPU profile there when it stops (where the time of an upload goes).
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', main], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth();
  const kb = (field: string) => Number(/(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(field))!)![1]);
  const cookie = await signIn();
  const call = (method: string, path: string, body?: BodyInit, type = 'application/json') =>
    fetch(base + path, { method, body, headers: { cookie, ...(typeof body === 'string' ? { 'content-type': type } : {}) } });
  for (const n of [1, 2, 3] as const) await expectStatus(call('PUT', `/api/payment-gateway/step-${n}`, JSON.stringify(STEP_BODIES[n])), 200);

  const documentsMb = (3 * LEGAL_DOCUMENT_MAX_BYTES) / MB;
  const rows: string[][] = [];
  let idle = 0;
  /** Resets the peak, runs one call, and reports the peak over the resident memory before it. */
  async function measure(what: string, run: () => Promise<Response>) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const before = kb('VmRSS:');
    idle ||= before;
    const started = performance.now();
    const response = await run();
    const text = await response.text();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const peak = kb('VmHWM:');
    const mb = (k: number) => (k / 1024).toFixed(0);
    rows.push([what, String(response.status), seconds, mb(before), mb(peak), mb(peak - before), mb(peak - idle)]);
    return { status: response.status, text };
  }

  const uploaded: Record<string, LegalDocument> = {};
  for (const [name, kind] of DOCUMENTS) {
    const form = new FormData();
    form.append('name', name);
    form.append('file', new File([realSizeDocument(kind, LEGAL_DOCUMENT_MAX_BYTES)], `${name}.${kind}`, { type: DOCUMENT_TYPES[kind] }));
    const { text } = await measure(`POST /media/legal-documentation (${name}, 10 MB ${kind})`, () => call('POST', '/api/media/legal-documentation', form));
    uploaded[name] = JSON.parse(text) as LegalDocument;
  }
  await measure('GET /organizations/{id}/files (the wizard opens step 4)', async () => {
    const organization = (await (await call('GET', '/api/organizations')).json()) as { id: string };
    return call('GET', `/api/organizations/${organization.id}/files`);
  });
  const step4 = (documents: (d: LegalDocument) => LegalDocument) =>
    JSON.stringify(Object.fromEntries(DOCUMENTS.map(([name]) => [name, documents(uploaded[name])])));
  const spec = step4((d) => d);
  await measure(`PUT /payment-gateway/step-4, bytes sent again (${(spec.length / MB).toFixed(1)} MB body)`, () =>
    call('PUT', '/api/payment-gateway/step-4', spec).catch(() => new Response('connection reset', { status: 599 })),
  );
  const reference = step4(legalDocumentReference);
  await measure(`PUT /payment-gateway/step-4, named by id (${reference.length} B body)`, () => call('PUT', '/api/payment-gateway/step-4', reference));

  console.log(`\nServer memory on ${adminUrl ? 'PostgreSQL' : 'PGlite'}, three documents of ${documentsMb.toFixed(0)} MB in all (MB, resident):`);
  console.log(['call', 'status', 'seconds', 'before', 'peak', 'peak over before', 'peak over idle'].join(' | '));
  for (const row of rows) console.log(row.join(' | '));
  // Over idle includes what an earlier call left for the collector; over before is what the call itself added.
  for (const [column, label] of [[5, 'before the call'], [6, `idle (${(idle / 1024).toFixed(0)} MB)`]] as const) {
    const worst = Math.max(...rows.map((r) => Number(r[column])));
    console.log(`worst peak over ${label}: ${worst} MB = ${(worst / documentsMb).toFixed(2)}x the documents' size`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`drop database if exists "${dbName}" with (force)`);
}

async function expectStatus(response: Promise<Response>, status: number) {
  const r = await response;
  if (r.status !== status) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
}

async function waitForHealth() {
  for (let i = 0; i < 1200; i += 1) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function signIn() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(NEW_MERCHANT_ACCOUNT),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}
