import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { normalizePaymentMethod, type Charge } from '@cobro/contracts';

export interface ReceiptData {
  merchant: { companyName: string; nif: string | null; address: string | null };
  charge: Charge;
}

const MONEY = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const DATE = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' });
const METHOD: Record<string, string> = {
  card: 'Tarjeta',
  sepa_debit: 'Adeudo directo SEPA',
  inespay: 'Transferencia (Inespay)',
  redsys: 'Tarjeta (Redsys)',
};

/** Amounts are cents; the receipt shows Spanish euros (`1234,56 €`). */
export const euros = (cents: number) => MONEY.format(cents / 100);

/**
 * The standard PDF fonts speak WinAnsi: Spanish letters and the euro sign are in it, other scripts are not, so
 * they become `?` rather than failing the whole receipt.
 */
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
  w.y -= size + (options.gap ?? 8);
}

function row(w: Writer, label: string, value: string) {
  w.page.drawText(printable(label), { x: 56, y: w.y, size: 11, font: w.font, color: rgb(0.35, 0.35, 0.4) });
  const text = printable(value);
  const width = w.bold.widthOfTextAtSize(text, 11);
  w.page.drawText(text, { x: 539 - width, y: w.y, size: 11, font: w.bold });
  w.y -= 20;
}

/** The receipt of one charge as a one-page A4 PDF (Spanish, the merchants' customers' language). */
export async function renderReceipt({ merchant, charge }: ReceiptData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Recibo ${charge.id}`);
  pdf.setAuthor(printable(merchant.companyName));
  pdf.setLanguage('es-ES');
  const page = pdf.addPage([595.28, 841.89]);
  const w: Writer = { page, font: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), y: 780 };

  line(w, 'Recibo', { size: 24, bold: true, gap: 16 });
  line(w, merchant.companyName, { bold: true });
  if (merchant.nif) line(w, `NIF: ${merchant.nif}`);
  if (merchant.address) line(w, merchant.address, { gap: 24 });
  w.y -= 8;

  row(w, 'Número de recibo', charge.id);
  row(w, 'Fecha', DATE.format(new Date(charge.created_at)));
  row(w, 'Cliente', charge.customer.name);
  row(w, 'Correo electrónico', charge.customer.email);
  row(w, 'Método de pago', METHOD[normalizePaymentMethod(charge.payment_method)] ?? charge.payment_method);
  w.y -= 12;

  for (const plan of charge.plans) row(w, plan.name, euros(plan.unit_amount));
  row(w, 'Importe cobrado', euros(charge.amount));
  if (charge.amount_refunded > 0) row(w, 'Importe reembolsado', `-${euros(charge.amount_refunded)}`);
  row(w, 'Total', euros(charge.amount - charge.amount_refunded));
  w.y -= 24;
  line(w, 'Pago procesado por Cobro. Importes en euros.', { size: 9 });
  return pdf.save();
}
