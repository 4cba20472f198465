import type { Queryable } from '../db/database';
import { mailOutbox } from '../db/schema/index';
import type { Clock } from '../clock';
import type { MailTransport } from './transport';

/** The embedded default: mail is kept in `mail_outbox` (attachments included) and read at /dev/mail. */
export function outboxTransport(db: Queryable, clock: Clock): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          organizationId: message.organizationId ?? null,
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content).toString('base64'),
          })),
          createdAt: clock.now(),
        })
        .returning({ id: mailOutbox.id });
      return { id: row.id };
    },
    async close() {},
  };
}
