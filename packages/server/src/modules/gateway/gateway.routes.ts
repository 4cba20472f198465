import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, FIELD_MESSAGES, LEGAL_DOCUMENT_MAX_BYTES } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { multipartRoute } from '../../http/multipart-route';
import { route } from '../../http/route';
import { createAppStorage } from '../../storage/index';
import type { SessionContext } from '../auth/index';
import { connectWebhookRoute } from './connect-webhook';
import { removeLegalDocument, uploadLegalDocument } from './document-commands';
import { organizationFiles } from './document-view';
import type { GatewayContext } from './gateway-context';
import { saveBankAccount, saveCompany, saveContact, saveDocuments, saveLegalManager } from './step-commands';

/** One document per request, refused past 10 MB while streaming (413, not_valid_size on `file`). */
const DOCUMENT_LIMITS = { maxFileBytes: LEGAL_DOCUMENT_MAX_BYTES, maxFiles: 1, fileProblem: FIELD_MESSAGES.notValidSize, listFields: [] };

/** The payment gateway: the five activation steps, the legal documents, the organization's files, Stripe Connect. */
export function gatewayRoutes(app: FastifyInstance) {
  const storage = createAppStorage(app);
  const ctx = ({ session, request }: { session: SessionContext; request: FastifyRequest }): GatewayContext => ({
    app,
    storage,
    organization: session.organization,
    ip: request.ip,
  });

  route(app, endpoints.gatewayStep1, async (c) => saveCompany(ctx(c), c.body));
  route(app, endpoints.gatewayStep2, async (c) => saveContact(ctx(c), c.body));
  route(app, endpoints.gatewayStep3, async (c) => saveLegalManager(ctx(c), c.body));
  route(app, endpoints.gatewayStep4, async (c) => saveDocuments(ctx(c), c.body));
  route(app, endpoints.gatewayStep5, async (c) => saveBankAccount(ctx(c), c.body));

  multipartRoute(app, endpoints.uploadLegalDocument, DOCUMENT_LIMITS, async (c) => {
    const created = await uploadLegalDocument(ctx(c), c.body);
    c.reply.code(201);
    return created;
  });
  route(app, endpoints.removeLegalDocument, async (c) => removeLegalDocument(ctx(c), c.params));
  // Documents are never served to anyone but their merchant: another organization's id is simply not found.
  route(app, endpoints.organizationFiles, async ({ session, params }) => {
    if (params.id !== session.organization.id) throw new AppError('API-004');
    return organizationFiles(app.database.db, storage, session.organization.id);
  });
  app.register(connectWebhookRoute);
}
