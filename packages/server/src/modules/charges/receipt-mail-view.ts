import type { Charge } from '@cobro/contracts';
import { escapeHtml } from '../../mail/index';
import { euros, type ReceiptLanguage } from './receipt-pdf-view';

/** The receipt mail's words in the buyer's possible languages (Spain's Spanish; English; Catalan). */
const TEXT = {
  es: {
    subject: (amount: string, merchant: string) => `Recibo de tu pago de ${amount} a ${merchant}`,
    greeting: (name: string) => `Hola, ${name}:`,
    body: (amount: string, merchant: string) => `${merchant} ha recibido tu pago de ${amount}; te enviamos adjunto el recibo.`,
    thanks: 'Gracias.',
  },
  en: {
    subject: (amount: string, merchant: string) => `Receipt for your ${amount} payment to ${merchant}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (amount: string, merchant: string) => `${merchant} has received your payment of ${amount}; the receipt is attached.`,
    thanks: 'Thank you.',
  },
  ca: {
    subject: (amount: string, merchant: string) => `Rebut del teu pagament de ${amount} a ${merchant}`,
    greeting: (name: string) => `Hola, ${name}:`,
    body: (amount: string, merchant: string) => `${merchant} ha rebut el teu pagament de ${amount}; t'enviem el rebut adjunt.`,
    thanks: 'Gràcies.',
  },
} as const;

/** Subject, plain-text and HTML parts of the receipt mail (the PDF is attached by the sender). */
export function receiptMail(charge: Charge, merchant: string, language: ReceiptLanguage) {
  const t = TEXT[language];
  const amount = euros(charge.amount, language);
  const subject = t.subject(amount, merchant);
  const parts = [t.greeting(charge.customer.name), t.body(amount, merchant), t.thanks];
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${parts.map((part) => `<p>${escapeHtml(part)}</p>`).join('\n')}
</body></html>`;
  return { subject, text: parts.join('\n\n'), html };
}
