import { parentPort } from 'node:worker_threads';
import { renderReceipt, type ReceiptData } from './receipt-pdf-view';

/** One receipt to render, and its answer: the PDF's bytes or why it failed. */
export interface ReceiptJob {
  id: number;
  data: ReceiptData;
}
export type ReceiptAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** The receipts' thread (receipt-renderer.ts starts it): renders each receipt it is sent, one after the other. */
parentPort?.on('message', async ({ id, data }: ReceiptJob) => {
  let answer: ReceiptAnswer;
  try {
    answer = { id, pdf: await renderReceipt(data) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer, 'pdf' in answer ? [answer.pdf.buffer as ArrayBuffer] : []);
});
