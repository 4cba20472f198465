import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CreateCheckoutSessionBody } from '../entities/widget-api';
import {
  BUTTON_SIGNATURE_PATTERN,
  buttonCanonicalForm,
  SIGNED_ATTRIBUTE_FIELDS,
  SIGNED_BUTTON_ATTRIBUTES,
  signedAttributesOf,
  type SignedButtonAttributes,
} from './button-signature';
import vector from './button-signature.vector.json';

const hmac = (secret: string, text: string) => `v1=${createHmac('sha256', secret).update(text, 'utf8').digest('hex')}`;

describe('the canonical form of a signed pay button (decision 1010)', () => {
  it('the fixed vector: attributes -> canonical text -> signature with the fixed secret', () => {
    const canonical = buttonCanonicalForm(vector.attributes as SignedButtonAttributes);
    expect(canonical).toBe(vector.canonical);
    expect(hmac(vector.secret, canonical)).toBe(vector.signature);
    expect(vector.signature).toMatch(BUTTON_SIGNATURE_PATTERN);
  });

  it('every signed attribute has a line, in alphabetical order, an absent one empty', () => {
    const lines = buttonCanonicalForm({}).split('\n');
    expect(lines[0]).toBe('cobro-pay-button-v1');
    expect(lines.slice(1)).toEqual([...SIGNED_BUTTON_ATTRIBUTES].sort().map((name) => `${name}=`));
  });

  it('values are signed as written: no trimming, no number formatting; only line breaks and backslashes are escaped', () => {
    const form = (amount: string) => buttonCanonicalForm({ amount });
    expect(form('50')).not.toBe(form('50.00'));
    expect(form(' 50.00')).not.toBe(form('50.00'));
    expect(buttonCanonicalForm({ description: 'a\r\nb' })).toBe(buttonCanonicalForm({ description: 'a\nb' }));
    expect(buttonCanonicalForm({ description: 'a\rb' })).toContain('\ndescription=a\\nb\n');
    // A value can never forge another attribute's line.
    expect(buttonCanonicalForm({ description: 'x\namount=0.50' })).toContain('\ndescription=x\\namount=0.50\n');
    expect(buttonCanonicalForm({ description: 'x\\namount' })).toContain('\ndescription=x\\\\namount\n');
  });

  it('a request carries each signed attribute at its field, as the button sent it; empty ones are absent', () => {
    const body = {
      plan: { service_name: 'Yoga', plan_name: 'Mensual', amount: 19.9, type: 'Unique', description: '' },
      customer: { external_product_id: 'yoga-1', email: 'ana@example.es' },
      signature: 'v1=00',
    };
    expect(CreateCheckoutSessionBody.safeParse(body).success).toBe(true);
    expect(signedAttributesOf(body)).toEqual({
      'service-name': 'Yoga',
      'plan-name': 'Mensual',
      amount: '19.9',
      'plan-type': 'Unique',
      'external-product-id': 'yoga-1',
    });
    expect(Object.keys(SIGNED_ATTRIBUTE_FIELDS).sort()).toEqual([...SIGNED_BUTTON_ATTRIBUTES]);
  });
});
