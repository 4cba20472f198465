import { and, eq } from 'drizzle-orm';
import type { LegalDocument, LegalDocumentName } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { legalDocuments } from '../../db/schema/index';
import { StreamedJson, StreamedString } from '../../http/json-stream';
import type { Storage } from '../../storage/index';
import { dataUrlPieces } from './document-rules';

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

/** A legal document as the API answers it, its `content` (the data URL) written as the answer is sent. */
type DocumentAnswer = Omit<LegalDocument, 'content'> & { content: StreamedString | '' };

/**
 * A stored document as the API shows it: its bytes as a data URL, read from the file store one chunk at a time
 * while the answer is sent, so a 10 MB document is never held whole, nor its 13 MB data URL (decision 0242).
 */
export async function documentView(storage: Storage, row: LegalDocumentRow): Promise<DocumentAnswer> {
  const stored = await storage.open(row.storageKey);
  return {
    id: row.id,
    content: stored ? new StreamedString(() => dataUrlPieces(row.mimeType, stored.chunks())) : '',
    mime_type: row.mimeType,
    extension: row.extension,
    file_name: row.fileName,
  };
}

export async function findDocument(db: Queryable, organizationId: string, name: LegalDocumentName) {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.organizationId, organizationId), eq(legalDocuments.name, name)));
  return row ?? null;
}

/** GET /organizations/{id}/files: the three documents of the merchant, null where none is uploaded. */
export async function organizationFiles(db: Queryable, storage: Storage, organizationId: string): Promise<StreamedJson> {
  const rows = await db.select().from(legalDocuments).where(eq(legalDocuments.organizationId, organizationId));
  const files: Record<LegalDocumentName, DocumentAnswer | null> = { front_dni: null, back_dni: null, residence: null };
  for (const row of rows) files[row.name] = await documentView(storage, row);
  return new StreamedJson(files);
}
