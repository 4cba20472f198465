import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantService } from '@cobro/contracts';
import { buildApp } from '../app';
import { databases, testConfig, TEST_PUBLIC_URL } from '../../test/harness';
import { catalogTest, fixedPlan, JPEG_BYTES, jpegFile, PNG_BYTES, pngFile, serviceForm, type CatalogTest } from '../modules/services/services.fixtures';
import type { FastifyInstance } from 'fastify';

// Two server processes behind a load balancer: a file uploaded through one is served by the other.
describe.each(databases)('uploaded files shared by every process on %s', (db) => {
  let c: CatalogTest;
  /** A second process on the same database (its own folder on disk, had it one). */
  let other: FastifyInstance;
  beforeAll(async () => {
    c = await catalogTest(db);
    other = await buildApp({ config: testConfig({ publicUrl: TEST_PUBLIC_URL }), database: c.t.database, clock: c.t.clock, scheduler: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await c?.t.close();
  });

  const path = (url: string) => url.slice(TEST_PUBLIC_URL.length);

  it('a cover uploaded through one process is served by another, and a replaced one is gone from both', async () => {
    const created = MerchantService.parse(
      (await c.call('POST', '/api/services?publish=false', serviceForm({ name: 'Compartida', plans: [fixedPlan()], files: [pngFile()] }))).json(),
    );
    const [cover] = created.images;
    const served = await other.inject({ url: path(cover) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(served.rawPayload)).toEqual(PNG_BYTES);

    const replaced = await c.call('PUT', `/api/services/${created.id}`, serviceForm({ name: 'Compartida', cover: jpegFile(), images: [] }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [next] = MerchantService.parse(replaced.json()).images;
    expect(new Uint8Array((await other.inject({ url: path(next) })).rawPayload)).toEqual(JPEG_BYTES);
    for (const app of [c.t.app, other]) expect((await app.inject({ url: path(cover) })).statusCode).toBe(404);
  });
});
