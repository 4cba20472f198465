import type { Language } from '@cobro/contracts';

/**
 * The words of the simulated provider pages (Redsys, Bizum, Inespay) in the buyer's language (decision 1164): the
 * checkout's, which Redsys hears as `DS_MERCHANT_CONSUMERLANGUAGE` and the sandbox's Inespay link as `lang`.
 */
export const BANK_PAGE_TEXT = {
  es: {
    order: { merchant: 'Comercio', order: 'Pedido', amount: 'Importe', concept: 'Concepto' },
    redsys: { title: 'Redsys (simulado) - Pago con tarjeta', accept: 'Autorizar', deny: 'Denegar' },
    bizum: {
      title: 'Bizum (simulado)',
      phone: 'Móvil registrado en Bizum',
      phoneError: 'Escribe un móvil español: 9 cifras que empiezan por 6 o 7.',
      next: 'Continuar',
      cancel: 'Cancelar',
      sent: (phone: string) => `Hemos enviado la solicitud de pago al móvil ${phone}. Confírmala en la app de tu banco.`,
      confirm: 'Confirmar en la app del banco',
      reject: 'Rechazar en la app del banco',
    },
    inespay: { title: 'Inespay (simulado) - Banco de pruebas', reference: 'Referencia', accept: 'Aceptar la transferencia', deny: 'Rechazar' },
  },
  en: {
    order: { merchant: 'Merchant', order: 'Order', amount: 'Amount', concept: 'Description' },
    redsys: { title: 'Redsys (simulated) - Card payment', accept: 'Authorise', deny: 'Decline' },
    bizum: {
      title: 'Bizum (simulated)',
      phone: 'Mobile registered with Bizum',
      phoneError: 'Enter a Spanish mobile: 9 digits starting with 6 or 7.',
      next: 'Continue',
      cancel: 'Cancel',
      sent: (phone: string) => `We have sent the payment request to the mobile ${phone}. Confirm it in your bank's app.`,
      confirm: "Confirm in the bank's app",
      reject: "Reject in the bank's app",
    },
    inespay: { title: 'Inespay (simulated) - Test bank', reference: 'Reference', accept: 'Accept the transfer', deny: 'Reject' },
  },
  ca: {
    order: { merchant: 'Comerç', order: 'Comanda', amount: 'Import', concept: 'Concepte' },
    redsys: { title: 'Redsys (simulat) - Pagament amb targeta', accept: 'Autoritza', deny: 'Denega' },
    bizum: {
      title: 'Bizum (simulat)',
      phone: 'Mòbil registrat a Bizum',
      phoneError: 'Escriu un mòbil espanyol: 9 xifres que comencen per 6 o 7.',
      next: 'Continua',
      cancel: 'Cancel·la',
      sent: (phone: string) => `Hem enviat la sol·licitud de pagament al mòbil ${phone}. Confirma-la a l'app del teu banc.`,
      confirm: "Confirma a l'app del banc",
      reject: "Rebutja a l'app del banc",
    },
    inespay: { title: 'Inespay (simulat) - Banc de proves', reference: 'Referència', accept: 'Accepta la transferència', deny: 'Rebutja' },
  },
} as const satisfies Record<Language, unknown>;

/** Amounts as each language writes them: Spanish and Catalan `1.234,56 €`, English `€1,234.56`. */
const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

export const amountText = (minor: string | number, language: Language) =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(Number(minor) / 100);
