import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, signIn, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import { closedByServer } from '../../../test/sockets';
import { mailOutbox } from '../../db/schema/index';
import { startSmtpTestServer } from '../../mail/smtp-test-server';
import { sessionRoom } from '../../realtime/session-sockets';
import { BILLING_MERCHANT_ACCOUNT, NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { hashSessionId } from '../auth/index';
import { mailAfterAnswersSettled } from './after-answer';

/** Quoted-printable as nodemailer writes it: soft line breaks removed, =XX decoded. */
const unQuote = (text: string) =>
  Buffer.from(text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

describe('password links through SMTP, and the sockets of ended sessions', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = `${smtp.url}?ignoreTLS=true`;
    try {
      t = await createTestApp({ config: { publicUrl: TEST_PUBLIC_URL } });
    } finally {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
    }
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
    await smtp?.close();
  });

  it('with SMTP_URL the reset mail goes out by SMTP with a plain-text and an HTML part, and nothing stays in the outbox', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: NEW_MERCHANT_ACCOUNT.email } });
    expect(response.statusCode).toBe(204);
    // Sent after the answer; the SMTP server keeps a message before it says 250, so it is there once the send ends.
    await mailAfterAnswersSettled(t.app);
    const mail = smtp.received.find((m) => m.to.includes(`<${NEW_MERCHANT_ACCOUNT.email}>`))!;
    expect(mail).toBeDefined();
    expect(mail.data).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.data).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail.data).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(unQuote(mail.data)).toMatch(new RegExp(`${TEST_PUBLIC_URL}/reset-password/[A-Za-z0-9_-]{43}`));
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('a password reset disconnects the sockets of every session of the user', async () => {
    const cookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { origin: url, cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const closed = closedByServer(socket);
    const before = smtp.received.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: NEW_MERCHANT_ACCOUNT.email } });
    await mailAfterAnswersSettled(t.app);
    expect(smtp.received.length).toBe(before + 1);
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(unQuote(smtp.received.at(-1)!.data))![1];
    const reset = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'Brand-new-pass-2' } });
    expect(reset.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it("a password change disconnects the sockets of the user's other sessions and keeps this session's", async () => {
    const open = async (cookie: string) => {
      const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { origin: url, cookie }, reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const here = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    const elsewhere = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    const mine = await open(here);
    const closed = closedByServer(await open(elsewhere));
    const payload = { current_password: BILLING_MERCHANT_ACCOUNT.password, password: 'Changed-pass-2', passwordcopy: 'Changed-pass-2' };
    const response = await t.app.inject({ method: 'PUT', url: '/api/auth/password', payload, headers: { cookie: here } });
    expect(response.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    // Asked on the server, once the other session's sockets are gone: this session's socket is still in its room.
    const room = sessionRoom(hashSessionId(here.slice('cobro_session='.length)));
    expect((await t.app.io.in(room).fetchSockets()).map((s) => s.id)).toEqual([mine.id]);
  });
});
