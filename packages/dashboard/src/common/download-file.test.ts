import { describe, expect, it } from 'vitest';
import { base64ToBytes, exportIds, mimeOf } from './download-file';

describe('export and download helpers', () => {
  it('export sends the selected ids, else every row shown, else nothing', () => {
    expect(exportIds(['b'], ['a', 'b', 'c'])).toEqual(['b']);
    expect(exportIds([], ['a', 'b'])).toEqual(['a', 'b']);
    expect(exportIds([], [])).toEqual([]);
  });

  it('decodes the base64 spreadsheet byte for byte (a zip starts with PK)', () => {
    const bytes = base64ToBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff]).toString('base64'));
    expect([...bytes]).toEqual([0x50, 0x4b, 0x03, 0x04, 0xff]);
  });

  it('names the content type by the file extension', () => {
    expect(mimeOf('pagos.XLSX')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(mimeOf('recibo.pdf')).toBe('application/pdf');
    expect(mimeOf('export')).toBe('application/octet-stream');
  });
});
