import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalCodeSent, PortalSession } from '@cobro/contracts';
import { portalCodes } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { portalTest, type PortalTest } from './portal.fixtures';

describe.each(databases)('buyer portal sign-in on %s', (db) => {
  let t: PortalTest;
  let buyer: { purchaseId: string; email: string };
  beforeAll(async () => {
    t = await portalTest(db);
    buyer = await t.buy(t.oneTime.id);
  });
  afterAll(() => t?.close());

  it('mails a six-digit code and a link to a buyer of this merchant, stores only its hash, and says when it expires', async () => {
    const answer = await t.requestCode(buyer.email);
    expect(answer.statusCode).toBe(200);
    expect(PortalCodeSent.parse(answer.json()).expires_at).toBe(new Date(t.clock.now().getTime() + 10 * 60_000).toISOString());
    const mail = await t.lastMailTo(buyer.email, '#email=');
    const code = await t.codeOf(buyer.email);
    expect(mail.subject).toContain('Cobro Demo S.L.');
    expect(mail.text).toContain(`http://cobro.test/portal/${t.organizationId}#email=${encodeURIComponent(buyer.email)}&code=${code}`);
    const rows = await t.database.db.select().from(portalCodes).where(eq(portalCodes.email, buyer.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
    }
  });

  it('answers an unknown e-mail, or another merchant, exactly alike and mails nothing', async () => {
    // At one instant, so the three answers can be compared whole.
    const ask = (email: string, organizationId: string) =>
      t.app.inject({ method: 'POST', url: '/api/portal/code', payload: { organization_id: organizationId, email }, remoteAddress: '10.0.0.2' });
    const known = await ask(buyer.email, t.organizationId);
    const unknown = await ask('nobody-here@example.es', t.organizationId);
    const otherMerchant = await ask(buyer.email, '00000000-0000-4000-8000-000000000000');
    for (const answer of [unknown, otherMerchant]) {
      expect(answer.statusCode).toBe(known.statusCode);
      expect(answer.json()).toEqual(known.json());
      expect(Object.keys(answer.headers).sort()).toEqual(Object.keys(known.headers).sort());
    }
    expect(await t.mailsTo('nobody-here@example.es')).toEqual([]);
  });

  it('exchanges a code once for a portal session of its own cookie; a used, wrong or expired code is POR-001', async () => {
    await t.requestCode(buyer.email);
    const code = await t.codeOf(buyer.email);
    const wrong = await t.exchange(buyer.email, code === '000000' ? '000001' : '000000');
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'POR-001']);
    const first = await t.exchange(buyer.email, code);
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'cobro_portal')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/portal' });
    expect(first.cookies.some((c) => c.name === 'cobro_session')).toBe(false);
    expect(PortalSession.parse(first.json())).toMatchObject({ email: buyer.email, organization: { id: t.organizationId, name: 'Cobro Demo S.L.' } });
    const again = await t.exchange(buyer.email, code);
    expect([again.statusCode, again.json().code]).toEqual([400, 'POR-001']);

    await t.requestCode(buyer.email);
    const late = await t.codeOf(buyer.email);
    t.clock.set(new Date(t.clock.now().getTime() + 10 * 60_000 + 1000));
    const expired = await t.exchange(buyer.email, late);
    expect([expired.statusCode, expired.json().code]).toEqual([400, 'POR-001']);
  });

  it('throttles code requests and tries per e-mail (429 API-007 with Retry-After), known or not', async () => {
    const email = 'someone-throttled@example.es';
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await t.requestCode(email, t.organizationId, `10.1.0.${i}`));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true);
    expect([answers[10].statusCode, answers[10].json().code]).toEqual([429, 'API-007']);
    expect(Number(answers[10].headers['retry-after'])).toBeGreaterThan(0);
    const tries = await t.exchange(email, '123456', t.organizationId, '10.1.1.1');
    expect(tries.statusCode).toBe(429);
  });

  it('throttles per address too', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await t.requestCode(`many-${i}@example.es`, t.organizationId, '10.9.9.9'));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[30].statusCode).toBe(429);
  });
});
