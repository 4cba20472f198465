import { escapeHtml } from '../../mail/index';
import type { PasswordTokenType } from './token-rules';

export type MailLanguage = 'es' | 'en';

/** The texts of the two password mails in the product's two languages (Spain's Spanish; English). */
const TEXT = {
  es: {
    RESET_PASSWORD: {
      subject: 'Restablece tu contraseña de Cobro',
      intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Cobro.',
      action: 'Restablecer contraseña',
      ignore: 'Si no la has pedido tú, ignora este correo: tu contraseña no cambiará.',
    },
    CREATE_API_USER_PASSWORD: {
      subject: 'Crea tu contraseña de Cobro',
      intro: 'Te han dado acceso a una cuenta de Cobro. Crea tu contraseña para entrar.',
      action: 'Crear contraseña',
      ignore: 'Si no esperabas este correo, ignóralo.',
    },
    greeting: (name: string) => `Hola, ${name}:`,
    expires: (hours: number) => (hours === 1 ? 'El enlace caduca en 1 hora y solo se puede usar una vez.' : `El enlace caduca en ${hours} horas y solo se puede usar una vez.`),
  },
  en: {
    RESET_PASSWORD: {
      subject: 'Reset your Cobro password',
      intro: 'We received a request to reset the password of your Cobro account.',
      action: 'Reset password',
      ignore: 'If you did not ask for it, ignore this e-mail: your password will not change.',
    },
    CREATE_API_USER_PASSWORD: {
      subject: 'Create your Cobro password',
      intro: 'You have been given access to a Cobro account. Create your password to sign in.',
      action: 'Create password',
      ignore: 'If you did not expect this e-mail, ignore it.',
    },
    greeting: (name: string) => `Hello ${name},`,
    expires: (hours: number) => (hours === 1 ? 'The link expires in 1 hour and works only once.' : `The link expires in ${hours} hours and works only once.`),
  },
} as const;

export interface PasswordMailInput {
  type: PasswordTokenType;
  language: MailLanguage;
  name: string;
  link: string;
  ttlMs: number;
}

/** Subject, plain-text and HTML parts of a reset-password or create-password mail. */
export function passwordMail({ type, language, name, link, ttlMs }: PasswordMailInput) {
  const t = TEXT[language];
  const kind = t[type];
  const expires = t.expires(Math.round(ttlMs / (60 * 60 * 1000)));
  const text = [t.greeting(name), kind.intro, `${kind.action}: ${link}`, expires, kind.ignore].join('\n\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(kind.subject)}</title></head>
<body>
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(kind.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(kind.action)}</a></p>
<p>${escapeHtml(expires)}</p>
<p>${escapeHtml(kind.ignore)}</p>
</body></html>`;
  return { subject: kind.subject, text, html };
}
