export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  /** The organization the mail is sent for, when there is one (receipts). */
  organizationId?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Where mail goes: the embedded outbox (default) or SMTP (SMTP_URL). */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** Resolves once the mail is stored or accepted by the server; rejects when it was not. */
  send(message: MailMessage & { from: string }): Promise<{ id: string }>;
  close(): Promise<void>;
}

/** The sender of every mail: MAIL_FROM, else the product's own no-reply address. */
export const DEFAULT_FROM = 'Cobro <no-reply@cobro.dev>';
