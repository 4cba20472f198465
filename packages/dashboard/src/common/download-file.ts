const MIME_BY_EXTENSION: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  pdf: 'application/pdf',
};

/** The content type of a downloaded file, by its extension (the export answer names the file, not its type). */
export const mimeOf = (fileName: string) =>
  MIME_BY_EXTENSION[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** The export answer's base64 text as bytes (atob gives a binary string, one char per byte). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What an export sends (dashboard-core 7): the selected rows, else all rows shown, else empty (every row). */
export const exportIds = (selected: readonly string[], shown: readonly string[]) => [...(selected.length ? selected : shown)];
