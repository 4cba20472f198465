import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { organizations } from './organizations';

export type QueuedMailKind = 'receipt' | 'withdrawal';

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

/**
 * Mail the embedded transport "sent": kept here instead of leaving the machine, so a developer can read it at
 * /dev/mail. With SMTP_URL set, mail goes out by SMTP and is not stored.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * The mails the buyer is owed, queued in the transaction that owes them and sent by one dispatcher with retries
 * (mail/mail-queue.ts, decision 1162): a charge's receipt (kind `receipt`, the charge's id), written with its success,
 * and a withdrawal's acknowledgment (kind `withdrawal`, the withdrawal's id), written with the withdrawal. The key
 * keeps each to one, whether a provider's message is replayed or two processes race.
 */
export const queuedMails = pgTable(
  'queued_mails',
  {
    kind: text('kind').$type<QueuedMailKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] }), index('queued_mails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
