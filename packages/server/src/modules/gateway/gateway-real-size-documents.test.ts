import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_MAX_BYTES, LegalDocument, legalDocumentReference, Organization, OrganizationFiles } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { DOCUMENT_TYPES, realSizeDocument } from '../../../test/real-size-documents';
import { gatewayTest, STEP_BODIES, type GatewayTest } from './gateway.fixtures';

// Quality bar 23: three identity documents of the largest size the spec allows (10 MB each, a png, a jpg and a
// pdf, as a phone photo and a scan are) are uploaded and pass step 4 (decision 0241).
const DOCUMENTS = [
  ['front_dni', 'png'],
  ['back_dni', 'jpg'],
  ['residence', 'pdf'],
] as const;

describe.each(databases)('real-size documents pass step 4 on %s', (db) => {
  let g: GatewayTest;
  const uploaded: Partial<Record<(typeof DOCUMENTS)[number][0], LegalDocument>> = {};
  beforeAll(async () => {
    g = await gatewayTest(db);
    for (const n of [1, 2, 3] as const) expect((await g.step(n, STEP_BODIES[n])).statusCode).toBe(200);
  }, 180_000);
  afterAll(() => g?.t.close());

  it('three 10 MB documents (png, jpg, pdf) are uploaded and answered whole', async () => {
    for (const [name, kind] of DOCUMENTS) {
      const bytes = realSizeDocument(kind, LEGAL_DOCUMENT_MAX_BYTES);
      const response = await g.upload(name, new File([bytes], `${name}.${kind}`, { type: DOCUMENT_TYPES[kind] }));
      expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
      const document = LegalDocument.parse(response.json());
      expect(document).toMatchObject({ extension: kind, mime_type: DOCUMENT_TYPES[kind] });
      expect(Buffer.from(document.content.slice(document.content.indexOf(',') + 1), 'base64').equals(bytes)).toBe(true);
      uploaded[name] = document;
    }
    // The files read answers them whole too, each data URL written from the stored rows as it is sent.
    const files = OrganizationFiles.parse((await g.call('GET', `/api/organizations/${g.organizationId}/files`)).json());
    for (const [name] of DOCUMENTS) expect(files[name], name).toEqual(uploaded[name]);
  }, 180_000);

  it('step 4 names them as the wizard does, in a body of a few hundred bytes, and completes the step', async () => {
    const body = Object.fromEntries(DOCUMENTS.map(([name]) => [name, legalDocumentReference(uploaded[name]!)]));
    // The spec's shape: each document an object with id, content, mime_type and extension.
    for (const [name] of DOCUMENTS) expect(Object.keys(body[name]).sort()).toEqual(['content', 'extension', 'id', 'mime_type']);
    expect(JSON.stringify(body).length).toBeLessThan(1024);
    const response = await g.step(4, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(Organization.parse(response.json()).onboarding_steps.step_four).toBe('complete');
  });

  it('the stored documents are what step 4 checks, not what the body says: a stale or stranger id is missing_{name}', async () => {
    const front = legalDocumentReference(uploaded.front_dni!);
    const stale = await g.step(4, { front_dni: front, back_dni: front, residence: legalDocumentReference(uploaded.residence!) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'API-001', fields: { back_dni: 'missing_back_dni' } });
    const unnamed = await g.step(4, { front_dni: front, back_dni: { ...front, id: '' }, residence: front });
    expect(unnamed.json().fields).toMatchObject({ back_dni: 'missing_back_dni' });
  });
});
