import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ExportBody, ExportResponse } from '../entities/export';
import { LegalDocument, LegalDocumentUploadBody } from '../entities/legal-document';
import { SESSION } from './presets';

export const mediaEndpoints = {
  /** `{table_id}` is one of ExportTable (the spec writes `{table id}`). */
  exportTable: endpoint({
    method: 'POST',
    path: '/media/export/{table_id}',
    ...SESSION,
    body: ExportBody,
    response: ExportResponse,
  }),
  uploadLegalDocument: endpoint({
    method: 'POST',
    path: '/media/legal-documentation',
    ...SESSION,
    body: LegalDocumentUploadBody,
    multipart: true,
    response: LegalDocument,
  }),
  removeLegalDocument: endpoint({
    method: 'DELETE',
    path: '/media/legal-documentation/{name}/{extension}',
    ...SESSION,
    response: z.void(),
  }),
} as const;
