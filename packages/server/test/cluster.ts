import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config';

/**
 * N server processes behind nginx, as docs/deploy.md runs them: real `main.ts` processes on one PostgreSQL, and
 * nginx in the foreground with its own configuration, pid file and logs in a temporary folder, balancing round
 * robin on a loopback port with no sticky sessions.
 */
export interface Cluster {
  /** The balancer's origin, also the servers' PUBLIC_URL. */
  url: string;
  /** Each server process's own origin, to send a call to one of them on purpose. */
  servers: string[];
  /** Everything each server printed so far (stdout and stderr). */
  output: string[];
  stop(): Promise<void>;
}

/** A free loopback port (the OS picks one, and it is released for the child to take). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The nginx this machine has, installing Debian's package when root (scripts/ensure-nginx.sh). */
export function findNginx(): string {
  return execFileSync('bash', [join(REPO_ROOT, 'scripts/ensure-nginx.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** The configuration docs/deploy.md shows, with every path inside `dir`. */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream cobro {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 11m;
    location / {
      proxy_pass http://cobro;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

async function answers(url: string, child: ChildProcess, what: string, ms = 120_000) {
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > ms) throw new Error(`${what} did not answer ${url} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stopped(child: ChildProcess, signal: NodeJS.Signals, ms = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startCluster(options: { nginx: string; databaseUrl: string; redisUrl?: string; processes?: number }): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'cobro-cluster-'));
  // nginx's workers drop root for `nobody`, who must reach the temporary paths.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const redisPrefix = `cobro-cluster-${port}`;
  const ports: number[] = [];
  for (let n = 0; n < (options.processes ?? 2); n += 1) ports.push(await freePort());
  const children: ChildProcess[] = [];
  const output = ports.map(() => '');
  const stop = async () => {
    // Servers first (SIGTERM: their graceful shutdown), then nginx (SIGQUIT: its graceful one).
    await Promise.all(children.slice(1).map((child) => stopped(child, 'SIGTERM')));
    if (children[0]) await stopped(children[0], 'SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(dir, port, ports));
    const nginx = spawn(options.nginx, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { stdio: 'inherit' });
    children.push(nginx);
    // All at once on a fresh database, as a deploy starts them: migrations and the first seed must not collide.
    const starting: Promise<void>[] = [];
    for (const [n, serverPort] of ports.entries()) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(serverPort),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          // nginx on loopback is the proxy whose X-Forwarded-For names the client.
          TRUST_PROXY: 'loopback',
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl ?? '',
          // The cluster's own channels on a shared Redis: another test run beside it hears none of its events.
          REDIS_PREFIX: redisPrefix,
          // Each process its own folder, as on separate machines: nothing may depend on a shared disk.
          DATA_DIR: join(dir, `data-${n}`),
          LOG_LEVEL: 'info',
          NODE_ENV: '',
          COBRO_TEST_HOOKS: '',
        },
      });
      child.stdout!.on('data', (chunk: Buffer) => (output[n] += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output[n] += chunk.toString()));
      children.push(child);
      starting.push(answers(`http://127.0.0.1:${serverPort}/api/health`, child, `server ${n + 1}`));
    }
    await Promise.all(starting);
    await answers(`${url}/api/health`, nginx, 'nginx');
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('\n---\n')}`);
  }
  return { url, servers: ports.map((p) => `http://127.0.0.1:${p}`), output, stop };
}
