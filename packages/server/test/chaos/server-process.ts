import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../../src/config';

/** A port nobody listens on right now (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** What the process printed on stderr, for the failure message. */
  readonly output: () => string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server as production runs it (`node --import tsx packages/server/src/main.ts`) on one PostgreSQL database
 * and port, the sandbox provider, merchant callbacks allowed to a loopback receiver. Resolves once /api/health
 * answers 200. `nodeArgs` go to node before the script (a benchmark's --cpu-prof, say).
 */
export async function startServer(options: { databaseUrl: string; port: number; env?: Record<string, string>; nodeArgs?: string[] }): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    CALLBACKS_ALLOW_LOOPBACK: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...options.env,
  };
  // One process's socket.io needs no adapter; the chaos is in the database and the callbacks.
  delete env.REDIS_URL;
  delete env.STRIPE_SECRET_KEY;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'packages/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    child,
    url,
    output: () => stderr,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${stderr}`);
    try {
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (health.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
