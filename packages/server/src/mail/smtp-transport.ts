import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/**
 * SMTP through nodemailer, from a URL such as `smtp://user:pass@host:587` or `smtps://host:465`. Connections are
 * made per message: receipts are few, and a pool would keep sockets open past the app's close.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
      return { id: String(info.messageId) };
    },
    async close() {
      transporter.close();
    },
  };
}
