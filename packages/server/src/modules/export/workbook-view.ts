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
 * One worksheet with its headers (in the request's language, decision 1100): money as numbers in euros with a euro
 * format, dates as dates. exceljs's streaming writer commits each row as it comes (about three times faster than
 * building the workbook in memory, decision 0903), and rows arrive in chunks, so a large export never holds every
 * view at once.
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
  // One style object per column, given to every cell of it: exceljs finds a style it has seen by the object, and
  // renders a new one to XML to look it up (most of the writer's time when each cell had its own copy).
  const styles = columns.map((c) => (c.kind === 'money' ? { numFmt: EURO_FORMAT } : c.kind === 'date' ? { numFmt: DATE_FORMAT } : {}));
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? (c.kind === 'text' ? 24 : 16), style: styles[i] }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return {
    add(rows: R[]) {
      for (const values of rows) {
        const row = sheet.addRow(columns.map((c) => cell(c.kind, c.value(values))));
        styles.forEach((style, i) => (row.getCell(i + 1).style = style));
        row.commit();
      }
    },
    async toBase64() {
      sheet.commit();
      await workbook.commit();
      return Buffer.concat(chunks).toString('base64');
    },
  };
}
