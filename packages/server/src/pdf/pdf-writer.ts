import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * The standard PDF fonts speak WinAnsi: Spanish letters and the euro sign are in it, other scripts are not, so they
 * become `?` rather than failing the whole document.
 */
export const printable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[^\u0020-\u007e\u00a1-\u00ff€]/g, '?');

/** One A4 page written top down: the receipts and the product's invoices. */
export interface PdfWriter {
  pdf: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** The text's ink and the labels' grey. */
  ink: Color;
  grey: Color;
  /** The next line's baseline, in points from the bottom. */
  y: number;
}

/** A new one-page A4 document with its metadata, ready for the first line. */
export async function a4Document(meta: { title: string; author: string; language: string }): Promise<PdfWriter> {
  // Loaded with the first document, not at start-up: pdf-lib is a fifth of a second to import (decision 0260).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(meta.title));
  pdf.setAuthor(printable(meta.author));
  pdf.setLanguage(meta.language);
  const page = pdf.addPage([595.28, 841.89]);
  const [font, bold] = [await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold)];
  return { pdf, page, font, bold, ink: rgb(0.1, 0.1, 0.12), grey: rgb(0.3, 0.3, 0.35), y: 780 };
}

/** A line of text at the left margin. */
export function line(w: PdfWriter, text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
  const size = options.size ?? 11;
  w.page.drawText(printable(text), { x: 56, y: w.y, size, font: options.bold ? w.bold : w.font, color: w.ink });
  w.y -= size + (options.gap ?? 8);
}

/** A label at the left margin and its value, bold, against the right one. */
export function row(w: PdfWriter, label: string, value: string, options: { boldLabel?: boolean } = {}) {
  w.page.drawText(printable(label), { x: 56, y: w.y, size: 11, font: options.boldLabel ? w.bold : w.font, color: w.grey });
  const text = printable(value);
  w.page.drawText(text, { x: 539 - w.bold.widthOfTextAtSize(text, 11), y: w.y, size: 11, font: w.bold });
  w.y -= 20;
}
