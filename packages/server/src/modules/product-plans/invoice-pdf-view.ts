import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PRODUCT_VAT_RATE } from '@cobro/contracts';

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
/** The standard fonts speak WinAnsi: what is outside it becomes `?` instead of failing the invoice. */
const printable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[^\u0020-\u007e\u00a1-\u00ff€]/g, '?');

interface Writer {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

function line(w: Writer, text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
  const size = options.size ?? 11;
  w.page.drawText(printable(text), { x: 56, y: w.y, size, font: options.bold ? w.bold : w.font, color: rgb(0.1, 0.1, 0.12) });
  w.y -= size + (options.gap ?? 6);
}

function row(w: Writer, label: string, value: string, bold = false) {
  w.page.drawText(printable(label), { x: 56, y: w.y, size: 11, font: bold ? w.bold : w.font, color: rgb(0.25, 0.25, 0.3) });
  const text = printable(value);
  w.page.drawText(text, { x: 539 - w.bold.widthOfTextAtSize(text, 11), y: w.y, size: 11, font: w.bold });
  w.y -= 20;
}

function party(w: Writer, title: string, p: Party) {
  line(w, title, { size: 9 });
  line(w, p.companyName, { bold: true });
  if (p.nif) line(w, `NIF: ${p.nif}`);
  if (p.address) line(w, p.address);
  w.y -= 12;
}

/** The invoice of one plan payment as a one-page A4 PDF in Spanish: the plan, its taxable base, 21 % VAT, total. */
export async function renderInvoice(data: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Factura ${data.number}`);
  pdf.setAuthor(printable(data.issuer.companyName));
  pdf.setLanguage('es-ES');
  const page = pdf.addPage([595.28, 841.89]);
  const w: Writer = { page, font: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), y: 780 };

  line(w, 'Factura', { size: 24, bold: true, gap: 16 });
  row(w, 'Número de factura', data.number);
  row(w, 'Fecha de emisión', DATE.format(data.issuedAt));
  w.y -= 8;
  party(w, 'EMISOR', data.issuer);
  party(w, 'CLIENTE', data.recipient);

  row(w, `Plan ${data.planName}`, euros(data.net));
  row(w, 'Base imponible', euros(data.net));
  row(w, `IVA (${Math.round(PRODUCT_VAT_RATE * 100)} %)`, euros(data.tax));
  row(w, 'Total', euros(data.net + data.tax), true);
  w.y -= 24;
  line(w, 'Importes en euros. Pagado con tarjeta.', { size: 9 });
  return pdf.save();
}
