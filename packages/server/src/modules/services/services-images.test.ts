import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantService } from '@cobro/contracts';
import { storedFiles } from '../../db/schema/index';
import { databases, TEST_PUBLIC_URL } from '../../../test/harness';
import { catalogTest, fixedPlan, jpegFile, PNG_BYTES, pngFile, serviceForm, type CatalogTest } from './services.fixtures';

describe.each(databases)('service images on %s', (db) => {
  let c: CatalogTest;
  /** The keys of the files in the store (the database: decision 0601). */
  const stored = async () => (await c.t.database.db.select({ key: storedFiles.key }).from(storedFiles)).map((f) => f.key).sort();

  beforeAll(async () => {
    c = await catalogTest(db);
  });
  afterAll(async () => {
    await c?.t.close();
  });

  const post = (files: File[]) =>
    c.call('POST', '/api/services?publish=false', serviceForm({ name: 'Con imagen', plans: [fixedPlan()], files }));

  it.each([
    ['png', pngFile('portada.png'), 'image/png'],
    ['jpeg', jpegFile('portada.jpeg'), 'image/jpeg'],
  ])('a %s cover is stored under a random name and served with its type and long cache', async (_, file, type) => {
    const response = await post([file]);
    expect(response.statusCode, response.body).toBe(201);
    const [url] = MerchantService.parse(response.json()).images;
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/uploads/services/[0-9a-z]{32}\\.(png|jpg)$`));
    const served = await c.t.app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(served.rawPayload)).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('a text file renamed .png is refused by its content (services.images_problem) and nothing is stored', async () => {
    const before = await stored();
    const fake = new File(['hola, no soy una imagen'], 'foto.png', { type: 'image/png' });
    const response = await post([fake]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'API-001', fields: { files: 'services.images_problem' } });
    expect(await stored()).toEqual(before);
  });

  it('an image whose declared type or extension disagrees with its content is refused', async () => {
    const pngAsJpeg = new File([PNG_BYTES], 'foto.jpg', { type: 'image/jpeg' });
    const pngAsGif = new File([PNG_BYTES], 'foto.gif', { type: 'image/png' });
    for (const file of [pngAsJpeg, pngAsGif]) {
      expect((await post([file])).json().fields).toEqual({ files: 'services.images_problem' });
    }
  });

  it('an 11 MB file is refused with 413 while streaming (services.images_problem)', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG_BYTES);
    const response = await post([new File([big], 'grande.png', { type: 'image/png' })]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'API-008', fields: { files: 'services.images_problem' } });
  });

  it('two files are refused (one image at most)', async () => {
    const response = await post([pngFile('a.png'), pngFile('b.png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ files: 'services.images_problem' });
  });

  it('SER-001 when the store fails, with no service created and nothing half-written', async () => {
    const total = async () => (await c.call('GET', '/api/services?status=DRAFT')).json().total;
    const before = await total();
    const files = await stored();
    // Without its table every write fails, as a full disk or a refused statement would.
    await c.t.database.db.execute(sql`alter table stored_files rename to stored_files_aside`);
    try {
      const response = await post([pngFile()]);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('SER-001');
      expect(await total()).toBe(before);
      // Saving without images, as the dashboard offers, then works.
      const without = await post([]);
      expect(without.statusCode).toBe(201);
    } finally {
      await c.t.database.db.execute(sql`alter table stored_files_aside rename to stored_files`);
    }
    expect(await stored()).toEqual(files);
  });

  it('PUT /services/{id} replaces the cover of a draft and removes the replaced file', async () => {
    const created = MerchantService.parse((await post([pngFile()])).json());
    const oldUrl = created.images[0];
    const response = await c.call('PUT', `/api/services/${created.id}`, serviceForm({ name: 'Renombrado', cover: jpegFile(), images: [] }));
    expect(response.statusCode, response.body).toBe(200);
    const updated = MerchantService.parse(response.json());
    expect(updated.name).toBe('Renombrado');
    expect(updated.images).toHaveLength(1);
    expect(updated.images[0]).not.toBe(oldUrl);
    expect((await c.t.app.inject({ url: oldUrl.slice(TEST_PUBLIC_URL.length) })).statusCode).toBe(404);
    expect(await c.eventsFor(created.id)).toEqual(['service-updated', 'service-updated']);
  });

  it('PUT keeps an image given by URL, drops one left out, and refuses a URL that is not the service\'s', async () => {
    const created = MerchantService.parse((await post([pngFile()])).json());
    const kept = await c.call('PUT', `/api/services/${created.id}`, serviceForm({ name: created.name, cover: created.images[0], images: [] }));
    expect(kept.json().images).toEqual(created.images);
    const foreign = await c.call('PUT', `/api/services/${created.id}`, serviceForm({ name: created.name, images: ['https://elsewhere.test/x.png'] }));
    expect(foreign.json()).toMatchObject({ code: 'API-001', fields: { images: 'services.images_problem' } });
    const dropped = await c.call('PUT', `/api/services/${created.id}`, serviceForm({ name: created.name, images: [] }));
    expect(dropped.json().images).toEqual([]);
  });

  it('name and image editable only while draft: a change on a published service is 409, an unchanged body is 200', async () => {
    const published = await c.create({ name: 'Publicado' }, true);
    const rename = await c.call('PUT', `/api/services/${published.id}`, serviceForm({ name: 'Otro nombre', images: [] }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('SER-004');
    const before = (await stored()).length;
    const image = await c.call('PUT', `/api/services/${published.id}`, serviceForm({ name: 'Publicado', files: [pngFile()] }));
    expect(image.statusCode).toBe(409);
    expect(await stored()).toHaveLength(before);
    const same = await c.call('PUT', `/api/services/${published.id}`, serviceForm({ name: 'Publicado', images: [] }));
    expect(same.statusCode).toBe(200);
    expect(same.json().name).toBe('Publicado');
  });

  it('an unknown upload is 404 and a name outside the store is never read', async () => {
    expect((await c.t.app.inject({ url: '/uploads/services/0123456789abcdef.png' })).statusCode).toBe(404);
    expect((await c.t.app.inject({ url: '/uploads/services/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
