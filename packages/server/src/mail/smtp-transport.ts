import type { Transporter } from 'nodemailer';
import type { MailTransport } from './transport';

/**
 * SMTP through nodemailer, from a URL such as `smtp://user:pass@host:587` or `smtps://host:465`. Connections are
 * made per message: receipts are few, and a pool would keep sockets open past the app's close. nodemailer loads
 * with the first message, not at start-up (decision 0260).
 */
export function smtpTransport(url: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const transporterOf = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await transporterOf()).sendMail({
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
      (await transporter)?.close();
    },
  };
}
