import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
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
