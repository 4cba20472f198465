import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  canDeleteService,
  canEditServiceDetails,
  SERVICE_MESSAGES,
  type MerchantService,
  type ServiceCreateBody,
  type ServiceUpdateBody,
} from '@cobro/contracts';
import type { z } from 'zod';
import { plans, services } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { publicBaseUrl } from '../../storage/index';
import { announce, inTransaction, type CatalogContext } from './catalog-commands';
import { draftPlan, organizationCanCharge, planColumns, publishedPlan } from './publishing-rules';
import { checkImages, removeImages, storeImages } from './service-image-commands';
import { findService, serviceView } from './service-view';

/** Files are stored before the transaction; if it does not commit they are removed, so nothing is half-written. */
async function withStoredFiles<T>(ctx: CatalogContext, files: { field: string; file: File }[], work: (keys: string[]) => Promise<T>) {
  const keys = await storeImages(ctx.storage, await checkImages(files));
  try {
    return await work(keys);
  } catch (error) {
    await removeImages(ctx.storage, keys);
    throw error;
  }
}

/** POST /services: the service, its plans and its image in one transaction; published at once when asked. */
export async function createService(
  ctx: CatalogContext,
  body: z.output<typeof ServiceCreateBody>,
  publish: boolean,
): Promise<MerchantService> {
  if (publish && !organizationCanCharge(ctx.organization)) throw new AppError('ORG-002');
  const files = body.files.map((file) => ({ field: 'files', file: file as File }));
  return withStoredFiles(ctx, files, (keys) =>
    inTransaction(ctx, async (tx, now) => {
      const id = randomUUID();
      const [row] = await tx
        .insert(services)
        .values({
          id,
          organizationId: ctx.organization.id,
          name: body.name,
          status: publish ? 'ACTIVE' : 'DRAFT',
          published: publish,
          images: keys,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const baseUrl = publicBaseUrl(ctx.app);
      const planRows = body.plans.map((plan, index) => {
        const planId = randomUUID();
        const state = publish ? publishedPlan({ id: planId, type: plan.type }, baseUrl) : draftPlan;
        // One millisecond apart, so plans listed by creation keep the order the merchant entered them in.
        const createdAt = new Date(now.getTime() + index);
        return { id: planId, organizationId: ctx.organization.id, serviceId: id, ...planColumns(plan), ...state, createdAt, updatedAt: now };
      });
      await tx.insert(plans).values(planRows);
      await announce(tx, ctx, now, 'service-updated', [id]);
      await announce(tx, ctx, now, 'plan-updated', planRows.map((p) => p.id));
      return serviceView(tx, ctx.storage, row);
    }),
  );
}

const imagesProblem = (field: string) => new AppError('API-001', { fields: { [field]: SERVICE_MESSAGES.imagesProblem } });
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * PUT /services/{id}: name, cover (kept URL or new file), images (kept URLs), files (new). The result is the
 * cover first, then the kept images, then the new ones, at most one in all. Name and image change only while
 * the service is a draft: any change on another status is 409 SER-004; an unchanged body is accepted as is.
 */
export async function updateService(
  ctx: CatalogContext,
  id: string,
  body: z.output<typeof ServiceUpdateBody>,
): Promise<MerchantService> {
  const coverFile = typeof body.cover === 'string' || body.cover === undefined ? null : (body.cover as File);
  const files = [
    ...(coverFile ? [{ field: 'cover', file: coverFile }] : []),
    ...body.files.map((file) => ({ field: 'files', file: file as File })),
  ];
  let replaced: string[] = [];
  const view = await withStoredFiles(ctx, files, (keys) =>
    inTransaction(ctx, async (tx, now) => {
      const service = await findService(tx, ctx.organization.id, id, true);
      if (!service) throw new AppError('SER-002');
      const keptKey = (url: string, field: string) => {
        const key = ctx.storage.keyOf(url);
        if (!key || !service.images.includes(key)) throw imagesProblem(field);
        return key;
      };
      const cover = typeof body.cover === 'string' ? [keptKey(body.cover, 'cover')] : [];
      const kept = body.images.map((url) => keptKey(url, 'images'));
      const images = [...new Set([...(coverFile ? [keys[0]] : cover), ...kept, ...keys.slice(coverFile ? 1 : 0)])];
      if (images.length > 1) throw imagesProblem('files');

      if (body.name === service.name && sameList(images, service.images)) return serviceView(tx, ctx.storage, service);
      if (!canEditServiceDetails(service)) throw new AppError('SER-004', { details: { status: service.status } });
      const [updated] = await tx
        .update(services)
        .set({ name: body.name, images, updatedAt: now })
        .where(eq(services.id, id))
        .returning();
      replaced = service.images.filter((key) => !images.includes(key));
      await announce(tx, ctx, now, 'service-updated', [id]);
      return serviceView(tx, ctx.storage, updated);
    }),
  );
  await removeImages(ctx.storage, replaced);
  return view;
}

/**
 * DELETE /services/{id}: only a draft (decision 0600), soft-deleted with its plans; its image files go after
 * the commit, since a draft was never sold and nothing else points at them.
 */
export async function deleteService(ctx: CatalogContext, id: string): Promise<void> {
  const images = await inTransaction(ctx, async (tx, now) => {
    const service = await findService(tx, ctx.organization.id, id, true);
    if (!service) throw new AppError('SER-002');
    if (!canDeleteService(service)) throw new AppError('SER-004', { details: { status: service.status } });
    await tx.update(services).set({ deletedAt: now, updatedAt: now }).where(eq(services.id, id));
    const gone = await tx
      .update(plans)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(plans.serviceId, id), isNull(plans.deletedAt)))
      .returning({ id: plans.id });
    await announce(tx, ctx, now, 'service-updated', [id]);
    await announce(tx, ctx, now, 'plan-updated', gone.map((p) => p.id));
    return service.images;
  });
  await removeImages(ctx.storage, images);
}
