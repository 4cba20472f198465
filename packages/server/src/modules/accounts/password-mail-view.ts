import { expiresText, greeting, renderMail, type MailLanguage } from './mail-layout';
import type { PasswordTokenType } from './token-rules';

export type { MailLanguage };

/** The texts of the two password mails in the product's languages (Spain's Spanish; English; Catalan). */
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
  },
  ca: {
    RESET_PASSWORD: {
      subject: 'Restableix la contrasenya de Cobro',
      intro: 'Hem rebut una sol·licitud per restablir la contrasenya del teu compte de Cobro.',
      action: 'Restableix la contrasenya',
      ignore: 'Si no ho has demanat tu, ignora aquest correu: la contrasenya no canviarà.',
    },
    CREATE_API_USER_PASSWORD: {
      subject: 'Crea la teva contrasenya de Cobro',
      intro: "T'han donat accés a un compte de Cobro. Crea la contrasenya per entrar-hi.",
      action: 'Crea la contrasenya',
      ignore: "Si no esperaves aquest correu, ignora'l.",
    },
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
  const kind = TEXT[language][type];
  return renderMail(language, kind.subject, [
    greeting(language, name),
    kind.intro,
    { action: kind.action, href: link },
    expiresText(language, ttlMs),
    kind.ignore,
  ]);
}
