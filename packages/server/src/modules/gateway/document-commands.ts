import { and, eq, sql } from 'drizzle-orm';
import { FIELD_MESSAGES, LegalDocumentName } from '@cobro/contracts';
import { legalDocuments, organizations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { StreamedJson, StreamedString } from '../../http/json-stream';
import { randomIdText } from '../../ids';
import { STORED_FILE_CHUNK_BYTES } from '../../storage/index';
import { dataUrlPieces, documentKind, keptFileName } from './document-rules';
import { findDocument } from './document-view';
import { assertEditable, type GatewayContext } from './gateway-context';

/**
 * POST /media/legal-documentation: the file (already size-limited while streaming) is checked by its content,
 * written to the file store under a fresh random key and recorded as the merchant's document of that name; a
 * document it replaces is removed from the store once the new one is committed. The answer's data URL is written
 * from the bytes in hand as it is sent (decision 0242).
 */
export async function uploadLegalDocument(ctx: GatewayContext, body: { name: LegalDocumentName; file: Blob }): Promise<StreamedJson> {
  assertEditable('documents', ctx.organization);
  const bytes = new Uint8Array(await body.file.arrayBuffer());
  const kind = documentKind(bytes, body.file.type);
  if (!kind) throw new AppError('API-001', { fields: { file: FIELD_MESSAGES.invalidFileType } });
  const key = `legal-documents/${randomIdText(32).toLowerCase()}.${kind.extension}`;
  await ctx.storage.put(key, bytes, kind.mimeType);
  const fileName = body.file instanceof File ? keptFileName(body.file.name) : null;
  const values = { storageKey: key, mimeType: kind.mimeType, extension: kind.extension, fileName, size: bytes.byteLength };
  try {
    const { row, replaced } = await ctx.app.database.db.transaction(async (tx) => {
      // One document change of a merchant at a time, so two uploads of one name never leave a file unreferenced.
      await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, ctx.organization.id)).for('update');
      const previous = await findDocument(tx, ctx.organization.id, body.name);
      const [saved] = await tx
        .insert(legalDocuments)
        .values({ organizationId: ctx.organization.id, name: body.name, ...values })
        .onConflictDoUpdate({
          target: [legalDocuments.organizationId, legalDocuments.name],
          set: { ...values, createdAt: ctx.app.clock.now() },
        })
        .returning();
      return { row: saved, replaced: previous?.storageKey };
    });
    if (replaced) await ctx.storage.delete(replaced);
    const chunks = function* () {
      for (let at = 0; at < bytes.byteLength; at += STORED_FILE_CHUNK_BYTES) yield bytes.subarray(at, at + STORED_FILE_CHUNK_BYTES);
    };
    const content = new StreamedString(() => dataUrlPieces(row.mimeType, chunks()));
    return new StreamedJson({ id: row.id, content, mime_type: row.mimeType, extension: row.extension, file_name: row.fileName });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}

/**
 * DELETE /media/legal-documentation/{name}/{extension}: removes the merchant's document of that name and type
 * (API-004 when there is none). Step 4 is pending again until all three documents are saved.
 */
export async function removeLegalDocument(ctx: GatewayContext, params: Record<string, string>): Promise<void> {
  assertEditable('documents', ctx.organization);
  const name = LegalDocumentName.safeParse(params.name);
  const removed = name.success
    ? await ctx.app.database.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(legalDocuments)
          .where(
            and(
              eq(legalDocuments.organizationId, ctx.organization.id),
              eq(legalDocuments.name, name.data),
              eq(legalDocuments.extension, params.extension),
            ),
          )
          .returning();
        if (row) {
          await tx
            .update(organizations)
            .set({ onboardingSteps: sql`${organizations.onboardingSteps} || '{"step_four":"pending"}'::jsonb` })
            .where(eq(organizations.id, ctx.organization.id));
        }
        return row;
      })
    : undefined;
  if (!removed) throw new AppError('API-004');
  await ctx.storage.delete(removed.storageKey);
}
