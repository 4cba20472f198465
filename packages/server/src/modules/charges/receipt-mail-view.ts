import type { Charge } from '@cobro/contracts';
import { madridTime } from '../../mail/index';
import { renderMail } from '../accounts/index';
import { euros, type ReceiptLanguage } from './receipt-pdf-view';

/** The receipt mail's words in the buyer's possible languages (Spain's Spanish; English; Catalan). */
const TEXT = {
  es: {
    subject: (amount: string, merchant: string) => `Recibo de tu pago de ${amount} a ${merchant}`,
    greeting: (name: string) => `Hola, ${name}:`,
    body: (amount: string, merchant: string) => `${merchant} ha recibido tu pago de ${amount}; te enviamos adjunto el recibo.`,
    portal: 'En tus compras puedes descargar de nuevo los recibos y, durante el plazo de desistimiento, desistir del contrato:',
    manage: 'Gestionar tu compra',
    waived: (when: string) =>
      `El ${when} (hora de Madrid) solicitaste que el servicio o el contenido digital se te prestara de inmediato, durante el plazo de desistimiento, y aceptaste que con ello pierdes tu derecho de desistimiento (en el contenido digital, al comenzar su suministro; en el servicio, una vez prestado por completo). Este correo confirma ese consentimiento.`,
    thanks: 'Gracias.',
  },
  en: {
    subject: (amount: string, merchant: string) => `Receipt for your ${amount} payment to ${merchant}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (amount: string, merchant: string) => `${merchant} has received your payment of ${amount}; the receipt is attached.`,
    portal: 'In your purchases you can download your receipts again and, within the withdrawal period, withdraw from the contract:',
    manage: 'Manage your purchase',
    waived: (when: string) =>
      `On ${when} (Madrid time) you asked for the service or digital content to be supplied at once, during the withdrawal period, and acknowledged that you thereby lose your right of withdrawal (for digital content, once its supply begins; for a service, once it has been fully performed). This e-mail confirms that consent.`,
    thanks: 'Thank you.',
  },
  ca: {
    subject: (amount: string, merchant: string) => `Rebut del teu pagament de ${amount} a ${merchant}`,
    greeting: (name: string) => `Hola, ${name}:`,
    body: (amount: string, merchant: string) => `${merchant} ha rebut el teu pagament de ${amount}; t'enviem el rebut adjunt.`,
    portal: 'A les teves compres pots tornar a baixar els rebuts i, durant el termini de desistiment, desistir del contracte:',
    manage: 'Gestiona la compra',
    waived: (when: string) =>
      `El ${when} (hora de Madrid) vas sol·licitar que el servei o el contingut digital se't prestés immediatament, durant el termini de desistiment, i vas acceptar que així perds el teu dret de desistiment (en el contingut digital, quan en comença el subministrament; en el servei, un cop s'ha prestat completament). Aquest correu confirma aquest consentiment.`,
    thanks: 'Gràcies.',
  },
} as const;

/**
 * Subject, plain-text and HTML parts of the receipt mail (the PDF is attached by the sender), with the link to the
 * merchant's buyer portal, where the withdrawal function is for the whole period (issue 30, decision 1153). When the
 * buyer gave up the right of an excluded service, the mail is the confirmation on a durable medium that art. 8(7)
 * CRD requires (decision 1161).
 */
export function receiptMail(charge: Charge, merchant: string, language: ReceiptLanguage, portalUrl: string, waivedAt: Date | null) {
  const t = TEXT[language];
  const amount = euros(charge.amount, language);
  return renderMail(language, t.subject(amount, merchant), [
    t.greeting(charge.customer.name),
    t.body(amount, merchant),
    ...(waivedAt ? [t.waived(madridTime(waivedAt, language, 'long'))] : []),
    t.portal,
    { action: t.manage, href: portalUrl },
    t.thanks,
  ]);
}
