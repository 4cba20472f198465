// The strict-CSP shop page, served as a merchant's server would: `node examples/strict-csp/server.mjs`, then open
// http://localhost:8080 (a localhost page may use a test key). COBRO_URL is your Cobro server (the one `npm start`
// runs by default), WIDGET_KEY your widget key (the demo merchant's test key by default). Node 20+, no dependencies.
import { createServer } from 'node:http';
import { newNonce, renderPage, strictHeaders, widgetIntegrity } from './page.mjs';

const cobro = (process.env.COBRO_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const key = process.env.WIDGET_KEY ?? 'pk_test_cobrodemo_public_sandbox_key';
const version = process.env.WIDGET_VERSION ?? '1.0.0';
const port = Number(process.env.PORT ?? 8080);

// Pinned once at start, as a deploy would pin them: a changed file then fails to load instead of running.
const integrity = await widgetIntegrity(cobro, version);

createServer((request, response) => {
  if (request.url !== '/' && request.url !== '/index.html') {
    response.writeHead(404).end();
    return;
  }
  const nonce = newNonce();
  response.writeHead(200, strictHeaders(nonce)).end(renderPage({ nonce, cobro, version, key, integrity }));
}).listen(port, () => console.log(`strict-CSP shop on http://localhost:${port} (Cobro at ${cobro})`));
