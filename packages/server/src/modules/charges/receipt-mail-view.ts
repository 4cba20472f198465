import type { Charge } from '@cobro/contracts';
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
    thanks: 'Gracias.',
  },
  en: {
    subject: (amount: string, merchant: string) => `Receipt for your ${amount} payment to ${merchant}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (amount: string, merchant: string) => `${merchant} has received your payment of ${amount}; the receipt is attached.`,
    portal: 'In your purchases you can download your receipts again and, within the withdrawal period, withdraw from the contract:',
    manage: 'Manage your purchase',
    thanks: 'Thank you.',
  },
  ca: {
    subject: (amount: string, merchant: string) => `Rebut del teu pagament de ${amount} a ${merchant}`,
    greeting: (name: string) => `Hola, ${name}:`,
    body: (amount: string, merchant: string) => `${merchant} ha rebut el teu pagament de ${amount}; t'enviem el rebut adjunt.`,
    portal: 'A les teves compres pots tornar a baixar els rebuts i, durant el termini de desistiment, desistir del contracte:',
    manage: 'Gestiona la compra',
    thanks: 'Gràcies.',
  },
} as const;

/**
 * Subject, plain-text and HTML parts of the receipt mail (the PDF is attached by the sender), with the link to the
 * merchant's buyer portal, where the withdrawal function is for the whole period (issue 30, decision 1153).
 */
export function receiptMail(charge: Charge, merchant: string, language: ReceiptLanguage, portalUrl: string) {
  const t = TEXT[language];
  const amount = euros(charge.amount, language);
  return renderMail(language, t.subject(amount, merchant), [
    t.greeting(charge.customer.name),
    t.body(amount, merchant),
    t.portal,
    { action: t.manage, href: portalUrl },
    t.thanks,
  ]);
}
