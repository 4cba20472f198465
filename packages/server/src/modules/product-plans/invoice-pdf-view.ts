import { PRODUCT_VAT_RATE, type Language } from '@cobro/contracts';
import { a4Document, line, row, type PdfWriter } from '../../pdf/pdf-writer';

export interface Party {
  companyName: string;
  nif: string | null;
  address: string | null;
}

export interface InvoiceData {
  number: string;
  issuedAt: Date;
  issuer: Party;
  recipient: Party;
  planName: string;
  net: number;
  tax: number;
  /** The merchant's language as the house's customer (customers.language). */
  language: Language;
}

const LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

/** The invoice's words in the merchant's language; amounts and dates as that language writes them (Catalan as Spanish). */
const LABELS = {
  es: {
    title: 'Factura',
    number: 'Número de factura',
    issued: 'Fecha de emisión',
    issuer: 'EMISOR',
    recipient: 'CLIENTE',
    plan: 'Plan',
    base: 'Base imponible',
    vat: 'IVA',
    total: 'Total',
    footer: 'Importes en euros. Pagado con tarjeta.',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Date of issue',
    issuer: 'ISSUER',
    recipient: 'CUSTOMER',
    plan: 'Plan',
    base: 'Taxable base',
    vat: 'VAT',
    total: 'Total',
    footer: 'Amounts in euros. Paid by card.',
  },
  ca: {
    title: 'Factura',
    number: 'Número de factura',
    issued: "Data d'emissió",
    issuer: 'EMISSOR',
    recipient: 'CLIENT',
    plan: 'Pla',
    base: 'Base imposable',
    vat: 'IVA',
    total: 'Total',
    footer: 'Imports en euros. Pagat amb targeta.',
  },
} as const satisfies Record<Language, unknown>;

function party(w: PdfWriter, title: string, p: Party) {
  line(w, title, { size: 9 });
  line(w, p.companyName, { bold: true });
  if (p.nif) line(w, `NIF: ${p.nif}`);
  if (p.address) line(w, p.address);
  w.y -= 12;
}

/** The invoice of one plan payment as a one-page A4 PDF in the merchant's language: the plan, its taxable base, 21 % VAT, total. */
export async function renderInvoice(data: InvoiceData): Promise<Uint8Array> {
  const t = LABELS[data.language];
  const money = new Intl.NumberFormat(LOCALE[data.language], { style: 'currency', currency: 'EUR' });
  const euros = (cents: number) => money.format(cents / 100);
  const date = new Intl.DateTimeFormat(LOCALE[data.language], { dateStyle: 'long', timeZone: 'Europe/Madrid' });
  const w = await a4Document({ title: `${t.title} ${data.number}`, author: data.issuer.companyName, language: LOCALE[data.language] });
  line(w, t.title, { size: 24, bold: true, gap: 16 });
  row(w, t.number, data.number);
  row(w, t.issued, date.format(data.issuedAt));
  w.y -= 8;
  party(w, t.issuer, data.issuer);
  party(w, t.recipient, data.recipient);

  row(w, `${t.plan} ${data.planName}`, euros(data.net));
  row(w, t.base, euros(data.net));
  row(w, `${t.vat} (${Math.round(PRODUCT_VAT_RATE * 100)} %)`, euros(data.tax));
  row(w, t.total, euros(data.net + data.tax), { boldLabel: true });
  w.y -= 24;
  line(w, t.footer, { size: 9 });
  return w.pdf.save();
}
