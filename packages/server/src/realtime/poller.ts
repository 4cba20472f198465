import type { FastifyBaseLogger } from 'fastify';

/** The wake/drain/poll loop of a table worked in batches (the outbox's events, the merchant callbacks' deliveries). */
export interface Poller {
  /** Asks for a drain as soon as possible; a wake during a drain runs one more after it. */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the drain in progress. */
  stop(): Promise<void>;
}

export interface PollerOptions {
  /** One batch; true when it was full (more may be waiting, so the drain goes on at once). */
  batch: () => Promise<boolean>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** The log line of a failed drain. */
  failure: string;
  /** A stop ends the drain after the batch in progress instead of working through what is waiting. */
  stopBetweenBatches?: boolean;
}

export function createPoller({ batch, pollMs, log, failure, stopBetweenBatches = false }: PollerOptions): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let busy = false;
  let stopped = true;

  async function drain() {
    do {
      again = false;
      try {
        while (!(stopBetweenBatches && stopped) && (await batch()));
      } catch (err) {
        log.error({ err }, failure);
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = drain().finally(() => {
      busy = false;
    });
  }

  return {
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
