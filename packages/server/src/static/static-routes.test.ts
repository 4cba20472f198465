import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyVersion, publishManifest, type SriManifest } from '../../../../scripts/widget-versions.mjs';
import { createTestApp, type TestApp } from '../../test/harness';
import { defaultPaths } from '../config';

const WIDGET_JS = `export const x = ${JSON.stringify('pay '.repeat(200))};\n`;

describe('static files and the admin host page', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cobro-static-'));
    await mkdir(join(dir, 'widget/1.0.0'), { recursive: true });
    await writeFile(join(dir, 'widget/1.0.0/pay-button.js'), WIDGET_JS);
    // What the build writes beside each versioned file (scripts/build.mjs).
    await writeFile(join(dir, 'widget/1.0.0/pay-button.js.br'), brotliCompressSync(WIDGET_JS));
    await writeFile(join(dir, 'widget/1.0.0/pay-button.js.gz'), gzipSync(WIDGET_JS));
    await writeFile(join(dir, 'widget/1.0.0/pay-button.css'), 'pay-button:not(:defined) { display: inline-block }');
    // The manifest and the spec's 0.0.4 as the build publishes them (scripts/widget-versions.mjs, decision 1063).
    publishManifest(join(dir, 'widget/1.0.0'), '1.0.0');
    copyVersion(join(dir, 'widget'), '1.0.0', '0.0.4');
    await mkdir(join(dir, 'examples/plain-html'), { recursive: true });
    await writeFile(join(dir, 'examples/plain-html/index.html'), '<!doctype html><title>example</title>');
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html lang="%LANG%"><!--${'padding '.repeat(40)}--><script nonce="%CSP_NONCE%" type="module" src="/widget/%WIDGET_VERSION%/merchant-dashboard.js"></script>`,
    );
    await writeFile(join(dir, 'admin.css'), 'body { margin: 0 }');
    await writeFile(join(dir, 'elements.json'), JSON.stringify({ version: '1.0.0' }));
    t = await createTestApp({
      seed: false,
      config: {
        paths: {
          ...defaultPaths(),
          widgetDir: join(dir, 'widget'),
          examplesDir: join(dir, 'examples'),
          adminIndex: join(dir, 'index.html'),
          elementsPackage: join(dir, 'elements.json'),
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves versioned widget files immutable, cross-origin, with the right content type', async () => {
    const response = await t.app.inject({ url: '/widget/1.0.0/pay-button.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  // Issue 27 item 16: a page pinned to 0.0.4 (the spec's other version) got a 404 and no script.
  it.each(['1.0.0', '0.0.4'])('serves version %s: its manifest and each file it lists, immutable, with the hash of the bytes sent', async (version) => {
    const manifest = await t.app.inject({ url: `/widget/${version}/manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { version: named, files } = manifest.json<SriManifest>();
    expect(named).toBe(version);
    expect(Object.keys(files)).toEqual(['pay-button.css', 'pay-button.js']);
    for (const [file, { integrity }] of Object.entries(files)) {
      const response = await t.app.inject({ url: `/widget/${version}/${file}?key=pk_test_demo&api=https://cobro.test/api` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin'], file).toBe('*');
      expect(`sha384-${createHash('sha384').update(response.rawPayload).digest('base64')}`, file).toBe(integrity);
    }
    const br = await t.app.inject({ url: `/widget/${version}/pay-button.js`, headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WIDGET_JS);
  });

  it('sends the precompressed copy of a versioned file the client accepts, brotli first, and never compresses twice', async () => {
    const get = (encoding?: string) =>
      t.app.inject({ url: '/widget/1.0.0/pay-button.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WIDGET_JS);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(WIDGET_JS);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(WIDGET_JS);
  });

  it('compresses what it makes per request: the host pages and API answers', async () => {
    const page = await t.app.inject({ url: '/dashboard/panel', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('merchant-dashboard.js');
    const api = await t.app.inject({ url: '/api/unknown-call-with-a-long-name', headers: { 'accept-encoding': 'gzip' } });
    expect(api.statusCode).toBe(404);
    // A short error body is not worth compressing; the answer says so by not claiming an encoding.
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.json()).toMatchObject({ code: 'API-004' });
  });

  it('a missing widget file is a 404, never the admin page', async () => {
    const response = await t.app.inject({ url: '/widget/9.9.9/pay-button.js', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
  });

  it('serves the examples', async () => {
    const response = await t.app.inject({ url: '/examples/plain-html/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('example');
  });

  it('serves the admin page for HTML navigations with a fresh nonce and the strict CSP', async () => {
    const first = await t.app.inject({ url: '/dashboard/panel', headers: { accept: 'text/html' } });
    const second = await t.app.inject({ url: '/forbidden', headers: { accept: 'text/html,*/*' } });
    expect(first.statusCode).toBe(200);
    const nonce = /nonce="([^"]+)"/.exec(first.body)![1];
    expect(first.body).toContain('/widget/1.0.0/merchant-dashboard.js');
    expect(first.body).not.toContain('%');
    expect(first.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'`,
    );
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(/nonce="([^"]+)"/.exec(second.body)![1]).not.toBe(nonce);
  });

  it('gives the admin page the browser language, Spanish, English or Catalan, English as the fallback', async () => {
    const lang = async (acceptLanguage?: string) =>
      /lang="([^"]+)"/.exec(
        (await t.app.inject({ url: '/signin', headers: { accept: 'text/html', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } })).body,
      )![1];
    expect(await lang('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(await lang('fr-FR,en-GB;q=0.8')).toBe('en');
    expect(await lang('ca-ES,ca;q=0.9,es;q=0.8')).toBe('ca');
    expect(await lang('fr,ca_ES;q=0.8,en;q=0.5')).toBe('ca');
    expect(await lang('de')).toBe('en');
    expect(await lang()).toBe('en');
  });

  it('serves the admin stylesheet under /admin-assets/ and never the admin page there', async () => {
    const css = await t.app.inject({ url: '/admin-assets/admin.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const missing = await t.app.inject({ url: '/admin-assets/nope.css', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the admin page for any GET of a page path, as a plain curl sends it, and never for files or reserved paths', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const page = await t.app.inject({ url: '/', headers: accept ? { accept } : {} });
      expect(page.statusCode, accept).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect((await t.app.inject({ url: '/dashboard/panel?x=1', headers: accept ? { accept } : {} })).statusCode, accept).toBe(200);
    }
    expect((await t.app.inject({ url: '/favicon.ico' })).json()).toMatchObject({ code: 'API-004' });
    expect((await t.app.inject({ url: '/robots.txt', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } })).json()).toMatchObject({ code: 'API-004' });
    expect((await t.app.inject({ method: 'POST', url: '/dashboard/panel', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });

  it('lists the examples at /examples/', async () => {
    await writeFile(join(dir, 'examples/index.html'), '<!doctype html><title>Examples</title>');
    const response = await t.app.inject({ url: '/examples/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Examples');
  });

  it('answers 503 telling to run the build when the admin page is missing', async () => {
    await rm(join(dir, 'index.html'));
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('reports health with the database state and the version', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '1.0.0' });
  });
});
