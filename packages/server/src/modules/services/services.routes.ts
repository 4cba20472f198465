import type { FastifyInstance } from 'fastify';
import { endpoints, SERVICE_IMAGE_MAX_BYTES, SERVICE_IMAGE_MAX_COUNT, SERVICE_MESSAGES } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { multipartRoute } from '../../http/multipart-route';
import { route } from '../../http/route';
import { createAppStorage, type Storage } from '../../storage/index';
import type { SessionContext } from '../auth/index';
import type { CatalogContext } from './catalog-commands';
import { createPlan, deletePlan } from './plan-commands';
import { createService, deleteService, updateService } from './service-commands';
import { listPlans, listServices } from './service-list-queries';
import { findPlan, findService, planViews, serviceView } from './service-view';
import { enablePlan, enableService, pausePlan, pauseService, publishService } from './status-commands';
import { uploadsRoute } from './uploads.routes';

const IMAGE_LIMITS = {
  maxFileBytes: SERVICE_IMAGE_MAX_BYTES,
  maxFiles: SERVICE_IMAGE_MAX_COUNT,
  fileProblem: SERVICE_MESSAGES.imagesProblem,
  listFields: ['files'],
} as const;

/** Services and plans (services-and-configuration 7). `storage` defaults to `<DATA_DIR>/uploads` on disk. */
export function servicesRoutes(app: FastifyInstance, options: { storage?: Storage } = {}) {
  const storage = options.storage ?? createAppStorage(app);
  const ctx = (session: SessionContext): CatalogContext => ({ app, storage, organization: session.organization });
  const db = () => app.database.db;

  route(app, endpoints.services, async ({ session, query }) => listServices(db(), storage, session.organization.id, query));
  route(app, endpoints.plans, async ({ session, query }) => listPlans(db(), session.organization.id, query));
  route(app, endpoints.service, async ({ session, params }) => {
    const row = await findService(db(), session.organization.id, params.id);
    if (!row) throw new AppError('SER-002');
    return serviceView(db(), storage, row);
  });
  route(app, endpoints.servicePlan, async ({ session, params }) => {
    const row = await findPlan(db(), session.organization.id, params.service_id, params.plan_id);
    if (!row) throw new AppError('SER-003');
    const [view] = await planViews(db(), [row]);
    return view;
  });

  multipartRoute(app, endpoints.createService, IMAGE_LIMITS, async ({ session, query, body, reply }) => {
    const created = await createService(ctx(session), body, query.publish);
    reply.code(201);
    return created;
  });
  multipartRoute(app, endpoints.updateService, IMAGE_LIMITS, async ({ session, params, body }) =>
    updateService(ctx(session), params.id, body),
  );
  route(app, endpoints.createPlan, async ({ session, params, body, reply }) => {
    const created = await createPlan(ctx(session), params.id, body);
    reply.code(201);
    return created;
  });

  route(app, endpoints.publishService, async ({ session, params }) => publishService(ctx(session), params.id));
  route(app, endpoints.pauseService, async ({ session, params }) => pauseService(ctx(session), params.id));
  route(app, endpoints.enableService, async ({ session, params }) => enableService(ctx(session), params.id));
  route(app, endpoints.pausePlan, async ({ session, params }) => pausePlan(ctx(session), params.service_id, params.id));
  route(app, endpoints.enablePlan, async ({ session, params }) => enablePlan(ctx(session), params.service_id, params.id));
  route(app, endpoints.deletePlan, async ({ session, params }) => deletePlan(ctx(session), params.service_id, params.id));
  route(app, endpoints.deleteService, async ({ session, params }) => deleteService(ctx(session), params.id));

  uploadsRoute(app, storage);
}
