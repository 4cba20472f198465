import { describe, expect, it } from 'vitest';
import { sessionFor } from '../session/session-fixture';
import { identifyPrefill } from './identify-prefill';

const full = { type: 'COMPANY' as const, email: 'compras@acme.es', cif: 'B12345674' };

describe('identify prefilled by the session', () => {
  it('without a session the form starts empty', () => {
    expect(identifyPrefill(null)).toEqual({ values: { customer_type: '', customer_email: '', customer_cif: '' }, locked: new Set() });
  });

  it('type, e-mail and tax id come from the session; editable unless not_editable', () => {
    const prefill = identifyPrefill(sessionFor('l', { prefill: full }));
    expect(prefill.values).toEqual({ customer_type: 'COMPANY', customer_email: 'compras@acme.es', customer_cif: 'B12345674' });
    expect(prefill.locked.size).toBe(0);
  });

  it('with not_editable all three are read-only', () => {
    const { locked } = identifyPrefill(sessionFor('l', { prefill: full, not_editable: true }));
    expect([...locked].sort()).toEqual(['customer_cif', 'customer_email', 'customer_type']);
  });

  it('the default type is given only with other buyer data: a not-editable button without data locks nothing', () => {
    expect(identifyPrefill(sessionFor('l', { not_editable: true }))).toMatchObject({ values: { customer_type: '' }, locked: new Set() });
    const withEmail = identifyPrefill(sessionFor('l', { prefill: { email: 'ana@example.es' }, not_editable: true }));
    expect(withEmail.values.customer_type).toBe('PERSON');
    expect([...withEmail.locked].sort()).toEqual(['customer_email', 'customer_type']);
  });

  it('a tax id that is not valid for the type stays editable, with the rest locked', () => {
    const { locked } = identifyPrefill(sessionFor('l', { prefill: { ...full, cif: '12345678Z' }, not_editable: true }));
    expect([...locked].sort()).toEqual(['customer_email', 'customer_type']);
  });
});
