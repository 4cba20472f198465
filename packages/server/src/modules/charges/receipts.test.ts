import { and, eq, isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Charge } from '@cobro/contracts';
import { charges, mailOutbox } from '../../db/schema/index';
import { createTestApp, databases, TEST_PUBLIC_URL } from '../../../test/harness';
import { moneyTest, type MoneyTest } from './money.fixtures';

describe.each(databases)('receipts and the mail outbox on %s', (db) => {
  let c: MoneyTest;
  let sendable: Charge;
  beforeAll(async () => {
    c = await moneyTest(db);
    sendable = await c.sendableCharge();
  });
  afterAll(() => c?.t.close());

  it('GET /charges/{id}/receipt answers the receipt_url the seed gave', async () => {
    const response = await c.call('GET', `/api/charges/${sendable.id}/receipt`);
    expect(response.json()).toEqual({ receipt_url: `${TEST_PUBLIC_URL}/api/receipts/${sendable.id}` });
  });

  it('a charge without a receipt is CHA-005', async () => {
    const [failed] = await c.chargesWhere(eq(charges.status, 'failed'));
    const response = await c.call('GET', `/api/charges/${failed.id}/receipt`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CHA-005' });
  });

  it('the receipt is a real PDF downloaded as recibo.pdf', async () => {
    const response = await c.call('GET', `/api/receipts/${sendable.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="recibo.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Recibo ${sendable.id}`);
  });

  it('the receipt needs the merchant\'s session', async () => {
    expect((await c.t.app.inject({ method: 'GET', url: `/api/receipts/${sendable.id}` })).statusCode).toBe(401);
  });

  it('send receipt mails the PDF as recibo.pdf through the outbox', async () => {
    const response = await c.call('POST', `/api/charges/${sendable.id}/send-receipt`, { email: 'otra@example.es' });
    expect(response.statusCode).toBe(204);
    const [mail] = await c.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'otra@example.es'));
    expect(mail.organizationId).toBe(c.organizationId);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'recibo.pdf', contentType: 'application/pdf' });
    const bytes = Buffer.from(mail.attachments[0].content, 'base64');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('the sent mail is listed at /api/dev/mail and /dev/mail with its attachment', async () => {
    const listed = (await c.t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json() as {
      data: { to: string; attachments: { url: string; filename: string }[] }[];
    };
    const mail = listed.data.find((m) => m.to === 'otra@example.es')!;
    const attachment = await c.t.app.inject({ method: 'GET', url: mail.attachments[0].url });
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const page = await c.t.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('otra@example.es');
    expect(page.body).toContain('recibo.pdf');
  });

  it('the e-mail is required and must be valid', async () => {
    const missing = await c.call('POST', `/api/charges/${sendable.id}/send-receipt`, { email: ' ' });
    expect(missing.json()).toMatchObject({ code: 'API-001', fields: { email: 'missing_field' } });
    const invalid = await c.call('POST', `/api/charges/${sendable.id}/send-receipt`, { email: 'no-es-correo' });
    expect(invalid.json()).toMatchObject({ code: 'API-001', fields: { email: 'invalid_email' } });
  });

  it('send receipt is refused with CHA-005 when the receipt conditions fail', async () => {
    const [refunded] = await c.chargesWhere(and(eq(charges.refunded, true), isNotNull(charges.receiptUrl)));
    const [redsys] = await c.chargesWhere(eq(charges.paymentMethod, 'redsys'));
    for (const charge of [refunded, redsys]) {
      const response = await c.call('POST', `/api/charges/${charge.id}/send-receipt`, { email: 'a@example.es' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CHA-005' });
    }
  });
});

describe('the developer mail page in production', () => {
  it('is not served in production without COBRO_TEST_HOOKS', async () => {
    const t = await createTestApp({ seed: false, config: { production: true, testHooks: false } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
      const page = await t.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'text/html' } });
      expect(page.body).not.toContain('Correo enviado');
    } finally {
      await t.close();
    }
  });
});
