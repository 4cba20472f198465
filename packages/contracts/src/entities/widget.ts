import { z } from 'zod';
import { WIDGET_SUPPORTED_VERSIONS } from '../constants';
import { Id, Money } from '../primitives';
import { CallbackUrl, HttpsDomain } from '../validators/schemas';
import { Frequency, PlanType } from './plan';

export const WidgetVersion = z.enum(WIDGET_SUPPORTED_VERSIONS);

/** GET /widget-configuration. `api_key` is the public widget key the script carries, not the secret API key. */
export const WidgetConfiguration = z.object({
  domain: z.string().nullable(),
  api_key: z.string(),
  version: z.string(),
  callback_url: z.string().nullable(),
  callback_url_enabled: z.boolean(),
});
export type WidgetConfiguration = z.infer<typeof WidgetConfiguration>;

/** One service of GET /widget-configuration/services, with the plans a button may sell. */
export const WidgetService = z.object({
  id: Id,
  name: z.string(),
  type: PlanType,
  plans: z.array(
    z.object({
      id: Id,
      name: z.string(),
      unit_amount: Money,
      currency: z.string(),
      type: PlanType,
      frequency: Frequency.nullable(),
    }),
  ),
});
export const WidgetServicesResponse = z.array(WidgetService);

export const EditDomainBody = z.strictObject({ domain: HttpsDomain });
export const EditCallbackUrlBody = z.strictObject({ callback_url: CallbackUrl });
export const VersionChangeBody = z.strictObject({ version: WidgetVersion });
