import { describe, expect, it } from 'vitest';
import { GatewayStep2Body, GatewayStep4Body, GatewayStep5Body, gatewayStep3Body, legalDocumentReference } from './gateway';

const doc = { id: 'd1', content: 'data:image/png;base64,AAAA', mime_type: 'image/png', extension: 'png' };
const address = { country: 'ES', city: 'Madrid', street: 'Gran Vía 1', postal_code: '28013' };

describe('payment gateway steps', () => {
  it('step 2: phone valid and website not an example domain', () => {
    const ok = { ...address, prefix: '+34', phone: '612345678', website: 'tienda.es' };
    expect(GatewayStep2Body.parse(ok).website).toBe('https://tienda.es');
    const bad = GatewayStep2Body.safeParse({ ...ok, website: 'example.com', phone: '12' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['invalid_website']);
    expect(GatewayStep2Body.safeParse({ ...ok, phone: '12' }).error?.issues[0]).toMatchObject({ path: ['phone'], message: 'phone_error' });
  });
  it('steps 2 and 3: the postal code must name a Spanish province', () => {
    const ok = { ...address, prefix: '+34', phone: '612345678', website: 'tienda.es' };
    expect(GatewayStep2Body.safeParse({ ...ok, postal_code: '53001' }).error?.issues[0]).toMatchObject({
      path: ['postal_code'],
      message: 'invalid_postal_code',
    });
  });
  it('country options: ES only', () => {
    expect(GatewayStep2Body.safeParse({ ...address, country: 'FR', prefix: '+34', phone: '612345678', website: 'a.es' }).success).toBe(false);
  });
  it('step 3: the legal representative is at least 18 on the server clock', () => {
    const step3 = gatewayStep3Body(() => new Date('2025-01-01T00:00:00Z'));
    const body = { role: 'executive', name: 'Ana', last_name: 'Ruiz', dob: '2007-01-02', ...address, prefix: '+34', phone: '612345678' };
    expect(step3.safeParse(body).error?.issues[0].message).toBe('underage');
    expect(step3.safeParse({ ...body, dob: '2007-01-01' }).success).toBe(true);
  });
  it('step 4: all three documents, named by id; missing ones are flagged missing_{name}', () => {
    expect(GatewayStep4Body.safeParse({ front_dni: doc, back_dni: doc, residence: doc }).success).toBe(true);
    const issues = GatewayStep4Body.safeParse({ front_dni: doc, back_dni: { ...doc, id: '' } }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['missing_back_dni', 'missing_residence']);
  });
  it('step 4 names a document without its bytes: the spec\'s four fields, content empty (decision 0241)', () => {
    const reference = legalDocumentReference(doc);
    expect(reference).toEqual({ id: doc.id, content: '', mime_type: doc.mime_type, extension: doc.extension });
    expect(GatewayStep4Body.safeParse({ front_dni: reference, back_dni: reference, residence: reference }).success).toBe(true);
  });
  it('step 5: spaces removed from the IBAN, which must equal its confirmation', () => {
    const body = { account_number: 'ES91 2100 0418 4502 0005 1332', country: 'ES', currency: 'EUR', nif: 'B12345674' };
    expect(GatewayStep5Body.parse(body).account_number).toBe('ES9121000418450200051332');
    const mismatch = GatewayStep5Body.safeParse({ ...body, iban_confirmation: 'ES9121000418450200051333' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['iban_confirmation'], message: 'account_number_not_equal' });
    expect(GatewayStep5Body.safeParse({ ...body, nif: 'B12345675' }).error?.issues[0].message).toBe('invalid_tin');
  });
});
