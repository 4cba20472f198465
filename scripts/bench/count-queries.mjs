/**
 * Loaded into the server process by `npm run bench:checkout` on PostgreSQL (node --import): counts the
 * statements the pool's clients send and the transactions they open (`begin`), and writes the running totals to the
 * file BENCH_QUERY_COUNTS names each time the process gets SIGUSR2. With BENCH_STATEMENT_LOG set, it also appends
 * each statement's text, one line each, to that file: what one checkout sends, in order
 * (`BENCH_STATEMENT_LOG=/tmp/s.log npm run bench:checkout -- --buyers 1 --count 1`). Nothing in the server imports it.
 */
import { appendFileSync, renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';

const counts = { statements: 0, transactions: 0, reports: 0 };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  counts.statements += 1;
  if (process.env.BENCH_STATEMENT_LOG) appendFileSync(process.env.BENCH_STATEMENT_LOG, `${text.replace(/\s+/g, ' ')}\n`);
  if (/^\s*begin\b/i.test(text)) counts.transactions += 1;
  return query.call(this, config, ...rest);
};
process.on('SIGUSR2', () => {
  counts.reports += 1;
  // Whole or not at all: the benchmark may read the file while it is written.
  writeFileSync(`${process.env.BENCH_QUERY_COUNTS}.part`, JSON.stringify(counts));
  renameSync(`${process.env.BENCH_QUERY_COUNTS}.part`, process.env.BENCH_QUERY_COUNTS);
});
