export { devMailEnabled, devMailRoutes, escapeHtml } from './dev-mail.routes';
export { loadMailConfig, mailerOf, registerMailer, type MailConfig, type Mailer } from './mailer';
export { outboxTransport } from './outbox-transport';
export { smtpTransport } from './smtp-transport';
export { DEFAULT_FROM, type MailAttachment, type MailMessage, type MailTransport } from './transport';
export { madridTime } from './madrid-time';
export { enqueueMail, mailQueueModule, MAIL_RETRY_MS, type MailQueue, type QueuedMailRow } from './mail-queue';
