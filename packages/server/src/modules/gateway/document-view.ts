import { and, eq } from 'drizzle-orm';
import type { LegalDocument, LegalDocumentName, OrganizationFiles } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { legalDocuments } from '../../db/schema/index';
import type { Storage } from '../../storage/index';
import { dataUrl } from './document-rules';

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

/** A stored document as the API shows it: its bytes read back from the file store as a data URL. */
export async function documentView(storage: Storage, row: LegalDocumentRow): Promise<LegalDocument> {
  const stored = await storage.get(row.storageKey);
  return {
    id: row.id,
    content: stored ? dataUrl(row.mimeType, stored.bytes) : '',
    mime_type: row.mimeType,
    extension: row.extension,
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
export async function organizationFiles(db: Queryable, storage: Storage, organizationId: string): Promise<OrganizationFiles> {
  const rows = await db.select().from(legalDocuments).where(eq(legalDocuments.organizationId, organizationId));
  const files: OrganizationFiles = { front_dni: null, back_dni: null, residence: null };
  for (const row of rows) files[row.name] = await documentView(storage, row);
  return files;
}
