import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { charges } from './charges';
import { organizations } from './organizations';

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
 * The buyer's receipt mail of a charge, written with the charge's success (one per charge: a replayed provider
 * message or a second process finds the row there) and sent by the charges module's dispatcher, with retries.
 */
export const receiptMails = pgTable(
  'receipt_mails',
  {
    chargeId: uuid('charge_id')
      .primaryKey()
      .references(() => charges.id, { onDelete: 'cascade' }),
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
  (t) => [index('receipt_mails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
