import { madridTime } from '../../mail/index';
import { renderMail, type MailLanguage } from '../accounts/index';

/** The sign-in mail's words in the buyer's language, kept like the receipt mail's (receipt-mail-view.ts). */
const TEXT = {
  es: {
    subject: (merchant: string) => `Tu código para ver tus compras en ${merchant}`,
    intro: (merchant: string) => `Usa este código para entrar en tus compras en ${merchant}:`,
    link: 'Abrir mis compras',
    expires: (time: string) => `Caduca a las ${time} (hora de Madrid) y sirve una sola vez.`,
    ignore: 'Si no lo has pedido tú, ignora este correo.',
  },
  en: {
    subject: (merchant: string) => `Your code to see your purchases at ${merchant}`,
    intro: (merchant: string) => `Use this code to open your purchases at ${merchant}:`,
    link: 'Open my purchases',
    expires: (time: string) => `It expires at ${time} (Madrid time) and works once.`,
    ignore: 'If you did not ask for it, ignore this e-mail.',
  },
  ca: {
    subject: (merchant: string) => `El teu codi per veure les teves compres a ${merchant}`,
    intro: (merchant: string) => `Fes servir aquest codi per entrar a les teves compres a ${merchant}:`,
    link: 'Obre les meves compres',
    expires: (time: string) => `Caduca a les ${time} (hora de Madrid) i només serveix una vegada.`,
    ignore: "Si no l'has demanat tu, ignora aquest correu.",
  },
} as const;

/** The one-time code mail: the code, the link that carries it, and when it expires. */
export function codeMail(input: { merchant: string; code: string; link: string; expiresAt: Date; language: MailLanguage }) {
  const t = TEXT[input.language];
  return renderMail(input.language, t.subject(input.merchant), [
    t.intro(input.merchant),
    input.code,
    { action: t.link, href: input.link },
    t.expires(madridTime(input.expiresAt, input.language)),
    t.ignore,
  ]);
}
