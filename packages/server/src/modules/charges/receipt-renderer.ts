import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../server-root';
import type { ReceiptData } from './receipt-pdf-view';
import type { ReceiptAnswer, ReceiptJob } from './receipt-worker';

/*
 * Receipts are rendered on a thread of their own (decision 1168): pdf-lib's drawing and compression took about a
 * tenth of the server's main thread during checkouts (a receipt mail for each succeeded charge, decision 1166), time
 * the event loop serving the checkouts now has; the other core renders. One thread for the process, started with the
 * first receipt and again after it dies; it holds the process open only while it has receipts to render.
 */
let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(pdf: Uint8Array): void; reject(error: Error): void }>();

/**
 * The bundle (scripts/build-server.mjs) has the thread's entry beside main.js; from the sources (tsx, the tests) the
 * thread registers tsx itself, as a worker does not inherit the loader of the thread that starts it.
 */
function startWorker(): Worker {
  const bundled = import.meta.url.endsWith('.js');
  const started = bundled
    ? new Worker(resolve(SERVER_ROOT, 'dist/receipt-worker.js'))
    : new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => register()).then(() =>
           import(${JSON.stringify(pathToFileURL(resolve(SERVER_ROOT, 'src/modules/charges/receipt-worker.ts')).href)}));`,
        { eval: true },
      );
  started.on('message', (answer: ReceiptAnswer) => {
    const job = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!waiting.size) started.unref();
    if ('pdf' in answer) job?.resolve(answer.pdf);
    else job?.reject(new Error(answer.error));
  });
  started.on('error', (error) => stop(started, error));
  started.on('exit', (code) => stop(started, new Error(`the receipts' thread exited (${code})`)));
  return started;
}

/** A dead thread fails what it was rendering; the next receipt starts another. */
function stop(dead: Worker, error: Error) {
  if (worker !== dead) return;
  worker = undefined;
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

/** The receipt's PDF (receipt-pdf-view.ts's renderReceipt), rendered on the receipts' thread. */
export function renderReceiptOffThread(data: ReceiptData): Promise<Uint8Array> {
  worker ??= startWorker();
  const id = nextId++;
  const job: ReceiptJob = { id, data };
  worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage(job);
  });
}
