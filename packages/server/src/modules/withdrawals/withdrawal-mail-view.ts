import { madridTime } from '../../mail/index';
import { renderMail, type MailLanguage } from '../accounts/index';

/**
 * The acknowledgment of a withdrawal (art. 11a(3) CRD): sent at once, on a durable medium (this mail), with the date
 * and time it was received and the contract named. Its words in the buyer's language, kept like the receipt mail's.
 */
const TEXT = {
  es: {
    subject: (merchant: string) => `Hemos recibido tu desistimiento del contrato con ${merchant}`,
    greeting: (name: string) => `Hola, ${name}:`,
    received: (when: string, iso: string) => `Tu desistimiento se recibió el ${when} (hora de Madrid; ${iso}).`,
    contract: 'Contrato del que desistes:',
    merchant: 'Comercio',
    service: 'Servicio',
    plan: 'Plan',
    purchase: 'Compra',
    purchased: 'Fecha de compra',
    refund: (merchant: string) =>
      `${merchant} debe devolverte los pagos recibidos sin demoras indebidas y, en todo caso, en un plazo de 14 días naturales desde hoy.`,
    keep: 'Guarda este correo: es tu acuse de recibo.',
  },
  en: {
    subject: (merchant: string) => `We have received your withdrawal from your contract with ${merchant}`,
    greeting: (name: string) => `Hello ${name},`,
    received: (when: string, iso: string) => `Your withdrawal was received on ${when} (Madrid time; ${iso}).`,
    contract: 'Contract you withdraw from:',
    merchant: 'Merchant',
    service: 'Service',
    plan: 'Plan',
    purchase: 'Purchase',
    purchased: 'Purchased on',
    refund: (merchant: string) =>
      `${merchant} must reimburse the payments received without undue delay and in any event within 14 days from today.`,
    keep: 'Keep this e-mail: it is your acknowledgment of receipt.',
  },
  ca: {
    subject: (merchant: string) => `Hem rebut el teu desistiment del contracte amb ${merchant}`,
    greeting: (name: string) => `Hola, ${name}:`,
    received: (when: string, iso: string) => `El teu desistiment es va rebre el ${when} (hora de Madrid; ${iso}).`,
    contract: 'Contracte del qual desisteixes:',
    merchant: 'Comerç',
    service: 'Servei',
    plan: 'Pla',
    purchase: 'Compra',
    purchased: 'Data de compra',
    refund: (merchant: string) =>
      `${merchant} t'ha de retornar els pagaments rebuts sense demores indegudes i, en tot cas, en un termini de 14 dies naturals des d'avui.`,
    keep: "Desa aquest correu: és el teu justificant de recepció.",
  },
} as const;

export interface AcknowledgmentInput {
  language: MailLanguage;
  name: string;
  merchant: string;
  service: string;
  plan: string;
  purchaseId: string;
  purchasedAt: Date;
  receivedAt: Date;
}

export function acknowledgmentMail(input: AcknowledgmentInput) {
  const t = TEXT[input.language];
  return renderMail(input.language, t.subject(input.merchant), [
    t.greeting(input.name),
    t.received(madridTime(input.receivedAt, input.language, 'long'), input.receivedAt.toISOString()),
    { heading: t.contract },
    `${t.merchant}: ${input.merchant}`,
    `${t.service}: ${input.service}`,
    `${t.plan}: ${input.plan}`,
    `${t.purchase}: ${input.purchaseId}`,
    `${t.purchased}: ${madridTime(input.purchasedAt, input.language, 'long')}`,
    t.refund(input.merchant),
    t.keep,
  ]);
}
