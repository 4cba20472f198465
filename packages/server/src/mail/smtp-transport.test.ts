import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index';
import { moneyTest, type MoneyTest } from '../modules/charges/money.fixtures';
import { startSmtpTestServer } from './smtp-test-server';
import { smtpTransport } from './smtp-transport';

describe('the SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp?.close());

  it('hands a message with its attachment to the SMTP server', async () => {
    const transport = smtpTransport(`${smtp.url}?ignoreTLS=true`);
    await transport.send({
      from: 'Cobro <no-reply@cobro.dev>',
      to: 'ana@example.es',
      subject: 'Recibo',
      text: 'Adjunto.',
      attachments: [{ filename: 'recibo.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.7') }],
    });
    await transport.close();
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['<ana@example.es>']);
    expect(mail.data).toContain('Subject: Recibo');
    expect(mail.data).toMatch(/filename="?recibo\.pdf/);
    expect(mail.data).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });

  it('a refusing server makes send reject', async () => {
    const transport = smtpTransport('smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=500');
    await expect(
      transport.send({ from: 'a@cobro.dev', to: 'b@example.es', subject: 'x', text: 'x' }),
    ).rejects.toThrow();
  });

  describe('with SMTP_URL set, receipts go out by SMTP', () => {
    let c: MoneyTest;
    beforeAll(async () => {
      c = await moneyTest('pglite', { SMTP_URL: `${smtp.url}?ignoreTLS=true`, MAIL_FROM: 'Cobro Demo <recibos@cobro.dev>' });
    });
    afterAll(() => c?.t.close());

    it('send receipt reaches the SMTP server and nothing is kept in the outbox', async () => {
      const target = await c.sendableCharge();
      const before = smtp.received.length;
      const response = await c.call('POST', `/api/charges/${target.id}/send-receipt`, { email: 'smtp@example.es' });
      expect(response.statusCode).toBe(204);
      expect(smtp.received.length).toBe(before + 1);
      expect(smtp.received.at(-1)!.from).toBe('<recibos@cobro.dev>');
      expect(smtp.received.at(-1)!.data).toMatch(/filename="?recibo\.pdf/);
      expect(await c.t.database.db.select().from(mailOutbox)).toEqual([]);
    });
  });
});
