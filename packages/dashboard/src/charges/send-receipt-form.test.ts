import { describe, expect, it } from 'vitest';
import { sendReceiptForm } from './send-receipt-form';

const form = sendReceiptForm('ana@correo.es');
const issues = (values: { recipient: 'main' | 'other'; email: string }) => {
  const result = form.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('send receipt form', () => {
  it("the main choice sends the customer's own e-mail, whatever the other field holds", () => {
    expect(form.parse({ recipient: 'main', email: 'typo@' })).toEqual({ email: 'ana@correo.es' });
  });

  it('another e-mail is required (missing field)', () => {
    expect(issues({ recipient: 'other', email: '  ' })).toEqual(['email:missing_field']);
  });

  it('another e-mail must be valid (invalid e-mail)', () => {
    expect(issues({ recipient: 'other', email: 'pepe@' })).toEqual(['email:invalid_email']);
    expect(form.parse({ recipient: 'other', email: ' pepe@empresa.es ' })).toEqual({ email: 'pepe@empresa.es' });
  });

  it('a missing main e-mail is reported on the choice', () => {
    expect(sendReceiptForm('').safeParse({ recipient: 'main', email: '' }).error?.issues[0].path).toEqual(['recipient']);
  });
});
