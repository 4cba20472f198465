import { z } from 'zod';
import { LEGAL_DOCUMENT_MAX_BYTES } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { Id, UploadFile } from '../primitives';
import { structured } from '../validators/structured';
import { FreeText } from '../validators/free-text';

// The identity documents of the gateway's step 4, apart from gateway.ts, whose contact rules bring libphonenumber's
// metadata (29 KB gzip): the media endpoints hold the export call every list page uses too (decision 1171).

export const LegalDocumentName = z.enum(['front_dni', 'back_dni', 'residence']);
export type LegalDocumentName = z.infer<typeof LegalDocumentName>;
export const LEGAL_DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/**
 * An uploaded identity document; `content` is a data URL, and empty content means absent. The content is a file's
 * base64, not text anyone writes: a 13-digit run turns up in about one 10 MB file in 25 000, which must not be
 * refused as a typed card number (decision 0705).
 */
export const LegalDocument = z.object({
  id: Id,
  content: structured(z.string(), 'data-url'),
  mime_type: FreeText(),
  extension: FreeText(),
  /**
   * Ours (optional, docs/api.md): the name the merchant's file had when uploaded, so the slot can say which file it
   * holds; null when none was kept (one naming a card number is not stored).
   */
  file_name: FreeText().nullable().optional(),
});
export type LegalDocument = z.infer<typeof LegalDocument>;

/** POST /media/legal-documentation, multipart: name and file (png, jpg or pdf, at most 10 MB: not_valid_size). */
export const LegalDocumentUploadBody = z.object({
  name: LegalDocumentName,
  file: UploadFile.refine((f) => f.size <= LEGAL_DOCUMENT_MAX_BYTES, FIELD_MESSAGES.notValidSize).refine(
    (f) => (LEGAL_DOCUMENT_TYPES as readonly string[]).includes(f.type),
    FIELD_MESSAGES.invalidFileType,
  ),
});
