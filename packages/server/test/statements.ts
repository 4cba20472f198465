import pg from 'pg';

/**
 * The statements node-postgres sends while `work` runs, in order (PostgreSQL only: what crosses the network, each a
 * round trip). Counts every client of the process: run it with the app's pollers stopped.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, config: unknown, ...rest: unknown[]) {
    sent.push(typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? ''));
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}
