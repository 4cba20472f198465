import { createServer } from 'node:https';
import { LOCALHOST_TLS } from '../../src/modules/callbacks/callbacks.fixtures';

export interface ReceivedCallback {
  webhookId: string;
  body: string;
  /** Which server process sent it: 1 before the kill, 2 after the restart. */
  life: number;
  /** Whether our 2xx answer went out (a callback still held when its sender died never gets one). */
  answered: boolean;
}

/**
 * A merchant's callback endpoint on 127.0.0.1 (https, the example receiver's certificate) that records every
 * delivery's `webhook-id` and body, and holds each answer for `holdMs` so that, at any moment, callbacks are in flight.
 */
export async function startCallbackReceiver(holdMs: number) {
  const received: ReceivedCallback[] = [];
  let life = 1;
  let hold = holdMs;
  const server = createServer(LOCALHOST_TLS, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: ReceivedCallback = { webhookId: String(req.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8'), life, answered: false };
      received.push(entry);
      res.on('finish', () => {
        entry.answered = true;
      });
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(204).end();
      }, hold);
    });
    // A sender killed mid-request resets the connection: nothing to answer then.
    req.socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}/cobro/callbacks`,
    received,
    inFlight: () => received.filter((r) => !r.answered),
    /** From now on deliveries come from the restarted process, answered at once. */
    nextLife() {
      life += 1;
      hold = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type CallbackReceiver = Awaited<ReturnType<typeof startCallbackReceiver>>;
