import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { events, organizations } from '../../db/schema/index';
import { buildApp } from '../../app';
import { fixedClock } from '../../clock';
import { createTestDatabase, signIn, testConfig, TEST_NOW, TEST_PUBLIC_URL, type DatabaseKind, type TestApp } from '../../../test/harness';
import { NEW_MERCHANT_ACCOUNT, seedDemo } from '../../seed/index';
import type { PaymentsOptions } from '../payment-engine/index';

/** Smallest byte runs that pass as each document kind by signature (the server never decodes them). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const ADDRESS = { country: 'ES', city: 'Madrid', street: 'Gran Vía 1', postal_code: '28013' };
export const STEP_BODIES = {
  1: { company_name: 'Tienda Nueva S.L.', company_type: 'company', company_industry: '5734' },
  2: { ...ADDRESS, prefix: '+34', phone: '612345678', website: 'tienda-nueva.es' },
  3: { role: 'executive', name: 'Jorge', last_name: 'Martín Ruiz', dob: '1980-05-04', ...ADDRESS, prefix: '+34', phone: '612345678' },
  5: {
    account_number: 'ES91 2100 0418 4502 0005 1332',
    iban_confirmation: 'ES9121000418450200051332',
    country: 'ES',
    currency: 'EUR',
    nif: 'B12345674',
  },
} as const;

export const documentForm = (name: string, file: File) => {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file);
  return form;
};

export interface GatewayTest {
  t: TestApp;
  /** The signed-in, not yet activated merchant (NEW_MERCHANT_ACCOUNT). */
  cookie: string;
  organizationId: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: FormData | object, cookie?: string): Promise<LightMyRequestResponse>;
  step(n: 1 | 2 | 3 | 4 | 5, body: object): Promise<LightMyRequestResponse>;
  upload(name: string, file: File): Promise<LightMyRequestResponse>;
  /** The gateway-activation events written for the organization, oldest first. */
  gatewayEvents(): Promise<string[]>;
  /** Sets verification fields directly, as a provider's answer would. */
  setOrganization(values: Partial<typeof organizations.$inferInsert>): Promise<void>;
}

/** The app on a fresh seeded database at TEST_NOW, with the sandbox unless `payments` says otherwise. */
async function gatewayApp(db: DatabaseKind, payments: PaymentsOptions): Promise<TestApp> {
  const database = await createTestDatabase(db);
  const clock = fixedClock(TEST_NOW);
  await seedDemo(database.db, clock, { publicUrl: TEST_PUBLIC_URL });
  const app = await buildApp({ config: testConfig(), database, clock, payments, scheduler: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function gatewayTest(db: DatabaseKind, payments: PaymentsOptions = { config: { cardProvider: 'sandbox' } }): Promise<GatewayTest> {
  const t = await gatewayApp(db, payments);
  const cookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
  const call: GatewayTest['call'] = (method, url, payload, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload: payload as object } : {}) });
  const organizationId = (await call('GET', '/api/organizations')).json().id as string;
  return {
    t,
    cookie,
    organizationId,
    call,
    step: (n, body) => call('PUT', `/api/payment-gateway/step-${n}`, body),
    upload: (name, file) => call('POST', '/api/media/legal-documentation', documentForm(name, file)),
    async gatewayEvents() {
      const rows = await t.database.db
        .select({ event: events.event })
        .from(events)
        .where(eq(events.organizationId, organizationId))
        .orderBy(events.id);
      return rows.map((r) => r.event).filter((e) => e === 'gateway-activation');
    },
    async setOrganization(values) {
      await t.database.db.update(organizations).set(values).where(eq(organizations.id, organizationId));
    },
  };
}
