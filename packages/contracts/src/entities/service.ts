import { z } from 'zod';
import { SERVICE_IMAGE_MAX_BYTES, SERVICE_IMAGE_MAX_COUNT, SERVICE_NAME_MAX } from '../constants';
import { listQuery } from '../list';
import { FIELD_MESSAGES, SERVICE_MESSAGES } from '../messages';
import { BooleanText, Id, Timestamp, UploadFile, jsonField } from '../primitives';
import { FreeText, withoutCardNumber } from '../validators/free-text';
import { catalogOriginFields, Plan, PlanBody, PlanType, ServiceStatus } from './plan';

/** A service a merchant sells (the spec's "Service"; `Service` is taken by the endpoint table's API service). */
export const MerchantService = z.object({
  id: Id,
  name: z.string(),
  status: ServiceStatus,
  published: z.boolean(),
  /** Image URLs; the first is the cover. */
  images: z.array(z.string()),
  /** fixed or variable: the kind of its plans, as the widget data shows it. */
  type: PlanType.nullable(),
  plans: z.array(Plan),
  /** How many purchases the service has. */
  purchases: z.number().int().min(0),
  created_at: Timestamp,
  ...catalogOriginFields,
});
export type MerchantService = z.infer<typeof MerchantService>;

/** Default filter of the services list is ACTIVE (services-and-configuration 2); the UI puts it in the URL. */
export const DEFAULT_SERVICE_STATUS_FILTER: ServiceStatus = 'ACTIVE';

export const ServicesQuery = listQuery({ status: ServiceStatus, sort: ['name', 'status', 'created_at'] });
export const PlansQuery = listQuery({ status: ServiceStatus, sort: ['name', 'status', 'unit_amount', 'created_at'] });

export const SERVICE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** One cover image: jpeg, png or jpg, at most 10 MB, at most one file (services.images_problem). */
export const ServiceImages = z
  .array(UploadFile)
  .max(SERVICE_IMAGE_MAX_COUNT, SERVICE_MESSAGES.imagesProblem)
  .refine(
    (files) =>
      files.every(
        (f) => (SERVICE_IMAGE_TYPES as readonly string[]).includes(f.type) && f.size <= SERVICE_IMAGE_MAX_BYTES,
      ),
    SERVICE_MESSAGES.imagesProblem,
  );

/** Required (services.missing_field, the spec's key), at most 50 characters (too_long), no card number. */
const ServiceName = withoutCardNumber(
  z.string().trim().min(1, SERVICE_MESSAGES.missingField).max(SERVICE_NAME_MAX, FIELD_MESSAGES.tooLong),
);

/** POST /services?publish=true|false. */
export const ServiceCreateQuery = z.object({ publish: BooleanText });

/** POST /services, multipart: name, plans (JSON, at least one: services.missing_plans), files. */
export const ServiceCreateBody = z.object({
  name: ServiceName,
  plans: jsonField(z.array(PlanBody).min(1, SERVICE_MESSAGES.missingPlans)),
  files: ServiceImages.default([]),
});
export type ServiceCreateBody = z.input<typeof ServiceCreateBody>;

/**
 * PUT /services/{id}, multipart: name, cover (the kept cover URL, or a new file), images (JSON list of kept
 * URLs), files (new uploads). Name and image change only while the service is a draft (server: SER-004).
 */
export const ServiceUpdateBody = z.object({
  name: ServiceName,
  cover: z.union([FreeText(), UploadFile]).optional(),
  images: jsonField(z.array(FreeText())).default([]),
  files: ServiceImages.default([]),
});
export type ServiceUpdateBody = z.input<typeof ServiceUpdateBody>;

/** The service form (create and edit pages): validated as the multipart body is. */
export const ServiceForm = z.object({
  name: ServiceName,
  files: ServiceImages,
  plans: z.array(PlanBody).min(1, SERVICE_MESSAGES.missingPlans),
});
