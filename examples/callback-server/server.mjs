// A Cobro callback receiver to copy: verifies the Standard Webhooks signature, refuses stale timestamps, processes
// each webhook-id once, logs the charge and answers 204. Node 20+, no dependencies. See README.md.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { pathToFileURL } from 'node:url';

/** Deliveries signed further than this from our clock (in the past or the future) are refused. */
export const TOLERANCE_SECONDS = 5 * 60;
const MAX_BODY_BYTES = 1024 * 1024;

/** The secret as shown in Cobro (`whsec_` + base64) as the HMAC key bytes. */
function secretKey(secret) {
  if (!secret?.startsWith('whsec_')) throw new Error('The callback secret starts with whsec_');
  return Buffer.from(secret.slice('whsec_'.length), 'base64');
}

/** `v1,` + base64 HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${body}`. */
export function sign(secret, id, timestamp, body) {
  return `v1,${createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.`).update(body).digest('base64')}`;
}

/** Constant-time comparison, so the time taken says nothing about how much of a guess was right. */
function sameText(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks one delivery: `headers` as Node gives them (lower-case names), `body` the raw bytes as received (never
 * re-serialised JSON). Returns { ok: true } or { ok: false, reason }.
 */
export function verifyWebhook(secret, headers, body, now = new Date()) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string' || !id) {
    return { ok: false, reason: 'missing_headers' };
  }
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'invalid_timestamp' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) {
    return { ok: false, reason: 'timestamp_outside_tolerance' };
  }
  const expected = sign(secret, id, timestamp, body);
  // Several space-separated signatures are sent while a secret is being rotated: one valid v1 entry is enough.
  const valid = signatures.split(' ').some((entry) => entry.startsWith('v1,') && sameText(entry, expected));
  return valid ? { ok: true } : { ok: false, reason: 'no_matching_signature' };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Starts the receiver. Options: secret (required), port (0 picks a free one), host, failFirst (answer 500 to
 * the first N valid deliveries, to watch Cobro retry), now (a clock, for tests), log, cert and key (PEM).
 * Resolves to { url, received, close() }; `received` lists the processed deliveries.
 */
export function startCallbackServer({
  secret,
  port = 0,
  host = '127.0.0.1',
  failFirst = 0,
  now = () => new Date(),
  log = console.log,
  cert = readFileSync(new URL('./localhost-cert.pem', import.meta.url)),
  key = readFileSync(new URL('./localhost-key.pem', import.meta.url)),
}) {
  secretKey(secret);
  // Processed webhook-ids. Keep them in your database: Cobro delivers at least once, for up to about three days.
  const seen = new Set();
  const received = [];
  let failuresLeft = failFirst;

  const server = createServer({ cert, key }, async (req, res) => {
    if (req.method !== 'POST') return res.writeHead(405, { allow: 'POST' }).end();
    let body;
    try {
      body = await readBody(req);
    } catch {
      return res.writeHead(413).end();
    }
    const verdict = verifyWebhook(secret, req.headers, body, now());
    if (!verdict.ok) {
      log(`refused a delivery: ${verdict.reason}`);
      return res.writeHead(400, { 'content-type': 'text/plain' }).end(verdict.reason);
    }
    const id = req.headers['webhook-id'];
    if (seen.has(id)) {
      // A retry or replay of something already processed: acknowledged (so Cobro stops), never processed twice.
      log(`${id} already processed, ignored`);
      return res.writeHead(204).end();
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      log(`${id} answered 500 on purpose (${failuresLeft} more to fail)`);
      return res.writeHead(500).end();
    }
    try {
      const charge = JSON.parse(body.toString('utf8'));
      // Your business logic goes here (mark the order paid, ...). If it throws, the 500 makes Cobro retry.
      log(`${id}: charge ${charge.uelz_charge_id} ${charge.status}, ${charge.amount} cents ${charge.currency}, ${charge.customer?.email}`);
      seen.add(id);
      received.push({ webhookId: id, charge });
      res.writeHead(204).end();
    } catch (error) {
      log(`${id} could not be processed: ${error.message}`);
      res.writeHead(500).end();
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `https://localhost:${address.port}/`,
        received,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.env.COBRO_CALLBACK_SECRET) {
    console.error('Set COBRO_CALLBACK_SECRET to the signing secret (whsec_...) shown in Configuration > Web checkout.');
    process.exit(1);
  }
  const { url } = await startCallbackServer({
    secret: process.env.COBRO_CALLBACK_SECRET,
    port: Number(process.env.PORT ?? 4400),
    failFirst: Number(process.env.FAIL_FIRST ?? 0),
  });
  console.log(`Receiving Cobro callbacks at ${url}`);
}
