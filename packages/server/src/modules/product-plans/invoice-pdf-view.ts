import { PRODUCT_VAT_RATE } from '@cobro/contracts';
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
}

const MONEY = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const DATE = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' });
const euros = (cents: number) => MONEY.format(cents / 100);

function party(w: PdfWriter, title: string, p: Party) {
  line(w, title, { size: 9 });
  line(w, p.companyName, { bold: true });
  if (p.nif) line(w, `NIF: ${p.nif}`);
  if (p.address) line(w, p.address);
  w.y -= 12;
}

/** The invoice of one plan payment as a one-page A4 PDF in Spanish: the plan, its taxable base, 21 % VAT, total. */
export async function renderInvoice(data: InvoiceData): Promise<Uint8Array> {
  const w = await a4Document({ title: `Factura ${data.number}`, author: data.issuer.companyName, language: 'es-ES' });
  line(w, 'Factura', { size: 24, bold: true, gap: 16 });
  row(w, 'Número de factura', data.number);
  row(w, 'Fecha de emisión', DATE.format(data.issuedAt));
  w.y -= 8;
  party(w, 'EMISOR', data.issuer);
  party(w, 'CLIENTE', data.recipient);

  row(w, `Plan ${data.planName}`, euros(data.net));
  row(w, 'Base imponible', euros(data.net));
  row(w, `IVA (${Math.round(PRODUCT_VAT_RATE * 100)} %)`, euros(data.tax));
  row(w, 'Total', euros(data.net + data.tax), { boldLabel: true });
  w.y -= 24;
  line(w, 'Importes en euros. Pagado con tarjeta.', { size: 9 });
  return w.pdf.save();
}
