import { normalizePaymentMethod, type Charge, type Language } from '@cobro/contracts';
import { a4Document, line, row } from '../../pdf/pdf-writer';

export type ReceiptLanguage = Language;

export interface ReceiptData {
  merchant: { companyName: string; nif: string | null; address: string | null };
  charge: Charge;
  language: ReceiptLanguage;
}

const LOCALE: Record<ReceiptLanguage, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };
const money = (language: ReceiptLanguage) => new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: 'EUR' });
const dates = (language: ReceiptLanguage) =>
  new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' });

/** The receipt's words in the buyer's language. */
const LABELS = {
  es: {
    title: 'Recibo',
    number: 'Número de recibo',
    date: 'Fecha',
    customer: 'Cliente',
    email: 'Correo electrónico',
    method: 'Método de pago',
    charged: 'Importe cobrado',
    refunded: 'Importe reembolsado',
    total: 'Total',
    footer: 'Pago procesado por Cobro. Importes en euros.',
    methods: { card: 'Tarjeta', sepa_debit: 'Adeudo directo SEPA', inespay: 'Transferencia (Inespay)', redsys: 'Tarjeta (Redsys)', bizum: 'Bizum' },
  },
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    customer: 'Customer',
    email: 'E-mail',
    method: 'Payment method',
    charged: 'Amount charged',
    refunded: 'Amount refunded',
    total: 'Total',
    footer: 'Payment processed by Cobro. Amounts in euros.',
    methods: { card: 'Card', sepa_debit: 'SEPA Direct Debit', inespay: 'Bank transfer (Inespay)', redsys: 'Card (Redsys)', bizum: 'Bizum' },
  },
  ca: {
    title: 'Rebut',
    number: 'Número de rebut',
    date: 'Data',
    customer: 'Client',
    email: 'Correu electrònic',
    method: 'Mètode de pagament',
    charged: 'Import cobrat',
    refunded: 'Import reemborsat',
    total: 'Total',
    footer: 'Pagament processat per Cobro. Imports en euros.',
    methods: { card: 'Targeta', sepa_debit: 'Domiciliació SEPA', inespay: 'Transferència (Inespay)', redsys: 'Targeta (Redsys)', bizum: 'Bizum' },
  },
} as const;

/** Amounts are cents, shown as euros in the language's way (`1234,56 €`, `€1,234.56`; Catalan as Spanish). */
export const euros = (cents: number, language: ReceiptLanguage = 'es') => money(language).format(cents / 100);

/** The receipt of one charge as a one-page A4 PDF, in the buyer's language. */
export async function renderReceipt({ merchant, charge, language }: ReceiptData): Promise<Uint8Array> {
  const t = LABELS[language];
  const amount = (cents: number) => euros(cents, language);
  const w = await a4Document({ title: `${t.title} ${charge.id}`, author: merchant.companyName, language: LOCALE[language] });
  line(w, t.title, { size: 24, bold: true, gap: 16 });
  line(w, merchant.companyName, { bold: true });
  if (merchant.nif) line(w, `NIF: ${merchant.nif}`);
  if (merchant.address) line(w, merchant.address, { gap: 24 });
  w.y -= 8;

  const method = normalizePaymentMethod(charge.payment_method);
  row(w, t.number, charge.id);
  row(w, t.date, dates(language).format(new Date(charge.created_at)));
  row(w, t.customer, charge.customer.name);
  row(w, t.email, charge.customer.email);
  row(w, t.method, t.methods[method as keyof typeof t.methods] ?? charge.payment_method);
  w.y -= 12;

  for (const plan of charge.plans) row(w, plan.name, amount(plan.unit_amount));
  row(w, t.charged, amount(charge.amount));
  if (charge.amount_refunded > 0) row(w, t.refunded, `-${amount(charge.amount_refunded)}`);
  row(w, t.total, amount(charge.amount - charge.amount_refunded));
  w.y -= 24;
  line(w, t.footer, { size: 9 });
  return w.pdf.save();
}
