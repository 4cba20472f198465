import { describe, expect, it } from 'vitest';
import { buildRedsysForm } from './redsys-form';

/** Just enough of a Document for the form builder: elements are plain records with children. */
function fakeDocument() {
  const createElement = (tag: string) => {
    const element: Record<string, unknown> & { children: Record<string, unknown>[] } = {
      tag,
      children: [],
      append(child: Record<string, unknown>) {
        element.children.push(child);
      },
    };
    return element;
  };
  return { createElement } as unknown as Document;
}

describe('redsys form post (public-flows 4.7)', () => {
  it('builds a hidden POST to the provider url, in the top window, with the three signed fields', () => {
    const form = buildRedsysForm(fakeDocument(), 'https://sis-t.redsys.es/sis/realizarPago', {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxMDAwIn0=',
      Ds_Signature: 'abc+/=',
    }) as unknown as Record<string, unknown> & { children: Record<string, unknown>[] };
    expect(form).toMatchObject({ tag: 'form', method: 'POST', action: 'https://sis-t.redsys.es/sis/realizarPago', target: '_top', hidden: true });
    expect(form.children.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'Ds_SignatureVersion', 'HMAC_SHA256_V1'],
      ['hidden', 'Ds_MerchantParameters', 'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxMDAwIn0='],
      ['hidden', 'Ds_Signature', 'abc+/='],
    ]);
  });
});
