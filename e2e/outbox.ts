import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A mail in the local outbox (`GET /api/dev/mail`, the development mailer's record). */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; url: string }[];
}

/** Every mail sent to `to` so far, newest first as the outbox lists them. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<SentMail[]> {
  const { data } = (await (await request.get('/api/dev/mail')).json()) as { data: SentMail[] };
  return data.filter((mail) => mail.to === to);
}

/** The newest mail to `to` that `match` accepts, waiting for the mail queue (receipt, acknowledgment) or the code mail's afterAnswer. */
export async function mailTo(request: APIRequestContext, to: string, match: (mail: SentMail) => boolean): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, to)).find(match);
      return found !== undefined;
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}
