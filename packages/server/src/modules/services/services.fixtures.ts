import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MerchantService, type PlanBodyInput } from '@cobro/contracts';
import type { ServerConfig } from '../../config';
import { events } from '../../db/schema/index';
import { createTestApp, signIn, TEST_PUBLIC_URL, type DatabaseKind, type TestApp } from '../../../test/harness';

/** Smallest byte runs that pass as each image kind by signature (the server never decodes them). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

export const pngFile = (name = 'cover.png') => new File([PNG_BYTES], name, { type: 'image/png' });
export const jpegFile = (name = 'cover.jpg') => new File([JPEG_BYTES], name, { type: 'image/jpeg' });

export const fixedPlan = (over: Partial<PlanBodyInput> = {}): PlanBodyInput => ({
  name: 'Mensualidad',
  description: 'Acceso completo durante un mes.',
  unit_amount: 2500,
  currency: 'eur',
  type: 'fixed',
  recurring: true,
  frequency: 'month',
  payment_day: null,
  prorate: false,
  billing_cycles: null,
  future_charge: null,
  ...over,
});

export const variablePlan = (over: Partial<PlanBodyInput> = {}): PlanBodyInput =>
  fixedPlan({ name: 'Por horas', type: 'variable', future_charge: 'last_charge', ...over });

/** A multipart body as the dashboard builds it (decision 0105): strings, JSON text, one part per file. */
export function serviceForm(fields: { name?: string; plans?: PlanBodyInput[]; cover?: string | File; images?: string[]; files?: File[] }) {
  const form = new FormData();
  if (fields.name !== undefined) form.append('name', fields.name);
  if (fields.plans) form.append('plans', JSON.stringify(fields.plans));
  if (fields.cover !== undefined) form.append('cover', fields.cover);
  if (fields.images) form.append('images', JSON.stringify(fields.images));
  for (const file of fields.files ?? []) form.append('files', file);
  return form;
}

export interface CatalogTest {
  t: TestApp;
  cookie: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: FormData | object, cookie?: string): Promise<LightMyRequestResponse>;
  /** Creates a service through the API and returns its body. */
  create(fields?: Parameters<typeof serviceForm>[0], publish?: boolean): Promise<MerchantService>;
  /** Events written for an entity id, in order. */
  eventsFor(id: string): Promise<string[]>;
}

export async function catalogTest(db: DatabaseKind, config: Partial<ServerConfig> = {}): Promise<CatalogTest> {
  const t = await createTestApp({ db, config: { publicUrl: TEST_PUBLIC_URL, ...config } });
  const cookie = await signIn(t.app);
  const call: CatalogTest['call'] = (method, url, payload, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload: payload as object } : {}) });
  return {
    t,
    cookie,
    call,
    async create(fields = {}, publish = false) {
      const form = serviceForm({ name: 'Clases de piano', plans: [fixedPlan()], ...fields });
      const response = await call('POST', `/api/services?publish=${publish}`, form);
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return MerchantService.parse(response.json());
    },
    async eventsFor(id) {
      const rows = await t.database.db
        .select({ event: events.event })
        .from(events)
        .where(eq(events.entityId, id))
        .orderBy(events.id);
      return rows.map((r) => r.event);
    },
  };
}
