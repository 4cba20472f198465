import type { FastifyInstance } from 'fastify';
import { outboxTransport } from './outbox-transport';
import { smtpTransport } from './smtp-transport';
import { DEFAULT_FROM, type MailMessage, type MailTransport } from './transport';

export interface MailConfig {
  /** `smtp://` or `smtps://` URL; unset keeps mail in the embedded outbox. */
  smtpUrl?: string;
  from?: string;
}

type Env = Record<string, string | undefined>;

/** SMTP_URL and MAIL_FROM from the environment. */
export const loadMailConfig = (env: Env = process.env): MailConfig => ({
  smtpUrl: env.SMTP_URL || undefined,
  from: env.MAIL_FROM || undefined,
});

export interface Mailer {
  readonly transport: MailTransport;
  send(message: MailMessage): Promise<{ id: string }>;
}

const mailers = new WeakMap<FastifyInstance, Mailer>();

/** Chooses the app's transport once (SMTP when configured, else the outbox) and closes it with the app. */
export function registerMailer(app: FastifyInstance, config: MailConfig = loadMailConfig(), transport?: MailTransport): Mailer {
  const chosen = transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(app.database.db, app.clock));
  const from = config.from ?? DEFAULT_FROM;
  const mailer: Mailer = { transport: chosen, send: (message) => chosen.send({ ...message, from }) };
  mailers.set(app, mailer);
  app.addHook('onClose', async () => chosen.close());
  return mailer;
}

/** The app's mailer (registered in app.ts). */
export function mailerOf(app: FastifyInstance): Mailer {
  const mailer = mailers.get(app);
  if (!mailer) throw new Error('registerMailer(app) was not called');
  return mailer;
}
