import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_MAX_BYTES, LegalDocument, OrganizationFiles } from '@cobro/contracts';
import { legalDocuments, storedFiles } from '../../db/schema/index';
import { databases, signIn } from '../../../test/harness';
import { gatewayTest, JPEG_BYTES, PDF_BYTES, PNG_BYTES, type GatewayTest } from './gateway.fixtures';

describe.each(databases)('legal documents on %s', (db) => {
  let g: GatewayTest;
  beforeAll(async () => {
    g = await gatewayTest(db);
  });
  afterAll(() => g?.t.close());

  const storedKeys = async () =>
    (await g.t.database.db.select({ key: storedFiles.key }).from(storedFiles)).map((f) => f.key).filter((k) => k.startsWith('legal-documents/'));
  const files = async (cookie = g.cookie) => g.call('GET', `/api/organizations/${g.organizationId}/files`, undefined, cookie);

  it('png, jpg and pdf are stored in the file store and answered as data URLs', async () => {
    const cases = [
      ['front_dni', new File([PNG_BYTES], 'dni-delante.png', { type: 'image/png' }), 'png', PNG_BYTES],
      ['back_dni', new File([JPEG_BYTES], 'dni-detras.jpg', { type: 'image/jpeg' }), 'jpg', JPEG_BYTES],
      ['residence', new File([PDF_BYTES], 'recibo.pdf', { type: 'application/pdf' }), 'pdf', PDF_BYTES],
    ] as const;
    for (const [name, file, extension, bytes] of cases) {
      const response = await g.upload(name, file);
      expect(response.statusCode, response.body).toBe(201);
      const document = LegalDocument.parse(response.json());
      expect(document).toMatchObject({ mime_type: file.type, extension, file_name: file.name });
      expect(document.content).toBe(`data:${file.type};base64,${Buffer.from(bytes).toString('base64')}`);
    }
    expect(await storedKeys()).toHaveLength(3);
    const listed = OrganizationFiles.parse((await files()).json());
    expect([listed.front_dni?.extension, listed.back_dni?.extension, listed.residence?.extension]).toEqual(['png', 'jpg', 'pdf']);
    // The name the merchant's file had, so the slot can say which file it holds (issue 27, item 9).
    expect([listed.front_dni?.file_name, listed.back_dni?.file_name, listed.residence?.file_name]).toEqual(['dni-delante.png', 'dni-detras.jpg', 'recibo.pdf']);
  });

  it('a file name is kept only as a short name: a card number in it is not stored, a long one is cut', async () => {
    const carded = await g.upload('residence', new File([PDF_BYTES], 'tarjeta 4242 4242 4242 4242.pdf', { type: 'application/pdf' }));
    expect(LegalDocument.parse(carded.json()).file_name).toBeNull();
    expect(OrganizationFiles.parse((await files()).json()).residence?.file_name).toBeNull();
    const long = `${'a'.repeat(300)}.pdf`;
    const cut = LegalDocument.parse((await g.upload('residence', new File([PDF_BYTES], long, { type: 'application/pdf' }))).json());
    expect(cut.file_name).toBe(`${'a'.repeat(251)}.pdf`);
    await g.upload('residence', new File([PDF_BYTES], 'recibo.pdf', { type: 'application/pdf' }));
  });

  it('a new upload replaces the document of that name and its bytes leave the store', async () => {
    const before = await storedKeys();
    const response = await g.upload('front_dni', new File([PDF_BYTES], 'dni.pdf', { type: 'application/pdf' }));
    expect(response.statusCode).toBe(201);
    const after = await storedKeys();
    expect(after).toHaveLength(3);
    expect(after.filter((k) => !before.includes(k))).toHaveLength(1);
    expect(OrganizationFiles.parse((await files()).json()).front_dni?.extension).toBe('pdf');
    // Two uploads of one name at once: one document, and the store keeps only its bytes.
    const both = await Promise.all([1, 2].map(() => g.upload('front_dni', new File([PNG_BYTES], 'a.png', { type: 'image/png' }))));
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await storedKeys()).toHaveLength(3);
  });

  it('content decides: text named .png, a pdf declared as png and an empty file are refused, nothing stored', async () => {
    const before = await storedKeys();
    for (const file of [
      new File(['hola, no soy una imagen'], 'foto.png', { type: 'image/png' }),
      new File([PDF_BYTES], 'foto.png', { type: 'image/png' }),
      new File([new Uint8Array()], 'vacio.pdf', { type: 'application/pdf' }),
    ]) {
      const response = await g.upload('residence', file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'API-001', fields: { file: 'invalid_file_type' } });
    }
    expect((await g.upload('passport', new File([PNG_BYTES], 'p.png', { type: 'image/png' }))).json().fields).toHaveProperty('name');
    expect(await storedKeys()).toEqual(before);
  });

  it('one byte over 10 MB is refused while streaming (413, not_valid_size)', async () => {
    const over = new Uint8Array(LEGAL_DOCUMENT_MAX_BYTES + 1);
    over.set(PDF_BYTES);
    const response = await g.upload('residence', new File([over], 'enorme.pdf', { type: 'application/pdf' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'API-008', fields: { file: 'not_valid_size' } });
  });

  it("documents are never served to anyone but their merchant: another merchant's files call is 404, no public URL", async () => {
    const demo = await signIn(g.t.app);
    expect((await files(demo)).statusCode).toBe(404);
    expect((await g.t.app.inject({ url: `/api/organizations/${g.organizationId}/files` })).statusCode).toBe(401);
    for (const key of await storedKeys()) {
      expect((await g.t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    }
  });

  it('delete removes the document and its bytes (204); a missing one or a wrong extension is 404', async () => {
    const [row] = await g.t.database.db.select().from(legalDocuments).where(eq(legalDocuments.name, 'back_dni'));
    expect((await g.call('DELETE', '/api/media/legal-documentation/back_dni/png')).statusCode).toBe(404);
    expect((await g.call('DELETE', '/api/media/legal-documentation/back_dni/jpg')).statusCode).toBe(204);
    expect(await storedKeys()).not.toContain(row.storageKey);
    expect(OrganizationFiles.parse((await files()).json()).back_dni).toBeNull();
    expect((await g.call('DELETE', '/api/media/legal-documentation/back_dni/jpg')).statusCode).toBe(404);
    expect((await g.call('DELETE', '/api/media/legal-documentation/passport/jpg')).statusCode).toBe(404);
  });

  it('documents can no longer change once activated unless the verification says unverified (API-005)', async () => {
    await g.setOrganization({ paymentsActivated: true, verificationStatus: 'verified', payoutsEnabled: true });
    const png = new File([PNG_BYTES], 'dni.png', { type: 'image/png' });
    expect((await g.upload('back_dni', png)).json()).toMatchObject({ code: 'API-005', details: { card: 'documents' } });
    expect((await g.call('DELETE', '/api/media/legal-documentation/front_dni/pdf')).statusCode).toBe(409);
    await g.setOrganization({ verificationStatus: 'unverified', payoutsEnabled: false });
    expect((await g.upload('back_dni', png)).statusCode).toBe(201);
  });
});
