import type { FastifyInstance } from 'fastify';

/** How long a host's answer (or silence) is believed: a checkout does not probe on every payment. */
const REMEMBER_MS = 5 * 60_000;
/** A probe waits this long; a machine without internet usually fails at once (no DNS). */
const PROBE_TIMEOUT_MS = 3_000;

const remembered = new WeakMap<FastifyInstance, Map<string, { reachable: boolean; until: number }>>();

function memoryOf(app: FastifyInstance) {
  let memory = remembered.get(app);
  if (!memory) {
    memory = new Map();
    remembered.set(app, memory);
  }
  return memory;
}

/** Keeps what a probe or a connection check found of a host. */
export function rememberReachability(app: FastifyInstance, url: string, reachable: boolean) {
  memoryOf(app).set(new URL(url).origin, { reachable, until: performance.now() + REMEMBER_MS });
}

/**
 * Whether a provider's host answers anything at all from this server (decision 1151): probed once per few minutes
 * per origin. Used only for test environments outside production, which fall back to the sandbox when it does not.
 */
export async function hostAnswers(app: FastifyInstance, url: string): Promise<boolean> {
  const known = memoryOf(app).get(new URL(url).origin);
  if (known && known.until > performance.now()) return known.reachable;
  const reachable = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    () => true,
    () => false,
  );
  rememberReachability(app, url, reachable);
  return reachable;
}
