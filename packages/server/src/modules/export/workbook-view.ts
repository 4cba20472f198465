import { PassThrough } from 'node:stream';
import { MERCHANT_TIME_ZONE, offsetMinutes } from '../customers/index';

export type CellKind = 'text' | 'money' | 'date' | 'number';

export interface Column<R> {
  header: string;
  kind: CellKind;
  width?: number;
  value: (row: R) => string | number | Date | null;
}

const EURO_FORMAT = '#,##0.00 "€"';
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';

/**
 * Spreadsheets store wall-clock times without a zone; exceljs writes a Date as its UTC time, so a moment is moved
 * to Madrid's wall clock first (decision 0903).
 */
const wallClock = (at: Date) => new Date(at.getTime() + offsetMinutes(at.getTime(), MERCHANT_TIME_ZONE) * 60000);

function cell(kind: CellKind, value: string | number | Date | null) {
  if (value === null) return null;
  if (kind === 'money') return (value as number) / 100;
  if (kind === 'date') return wallClock(value as Date);
  return value;
}

/**
 * One worksheet with Spanish headers: money as numbers in euros with a euro format, dates as dates. exceljs's
 * streaming writer commits each row as it comes (about three times faster than building the workbook in memory,
 * decision 0903), and rows arrive in chunks, so a large export never holds every view at once.
 */
export async function createSheet<R>(sheetName: string, columns: Column<R>[]) {
  // Loaded on the first export, not at start-up: exceljs alone is a third of a second to import (decision 0260).
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Cobro';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? (c.kind === 'text' ? 24 : 16),
    style: c.kind === 'money' ? { numFmt: EURO_FORMAT } : c.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return {
    add(rows: R[]) {
      for (const row of rows) sheet.addRow(columns.map((c) => cell(c.kind, c.value(row)))).commit();
    },
    async toBase64() {
      sheet.commit();
      await workbook.commit();
      return Buffer.concat(chunks).toString('base64');
    },
  };
}
