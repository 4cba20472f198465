import { describe, expect, it } from 'vitest';
import { hasBuyerData, prefillStep, withoutLock } from './prefill';
import { sessionFor } from './session-fixture';

const empty = { a: '', b: 'default', c: '' };
const noErrors = () => ({});

describe('prefilling a step from the checkout session (decision 0855)', () => {
  it('given values fill the form, trimmed; null and blank ones leave the default', () => {
    const { values } = prefillStep(empty, { a: ' x ', b: null, c: '  ' }, false, noErrors);
    expect(values).toEqual({ a: 'x', b: 'default', c: '' });
  });

  it('without not_editable nothing is locked', () => {
    expect(prefillStep(empty, { a: 'x', b: 'y' }, false, noErrors).locked.size).toBe(0);
  });

  it('with not_editable every given field is locked, and the fields the session did not give stay editable', () => {
    expect([...prefillStep(empty, { a: 'x', c: null }, true, noErrors).locked]).toEqual(['a']);
  });

  it('a given value the step refuses stays editable, so the buyer can fix it', () => {
    const { locked } = prefillStep(empty, { a: 'bad', b: 'good' }, true, (values) => (values.a === 'bad' ? { a: 'invalid' } : {}));
    expect([...locked]).toEqual(['b']);
  });

  it('a lock a later check refuses (the postal code lookup) can be lifted', () => {
    const locked = new Set<'a' | 'b'>(['a', 'b']);
    expect([...withoutLock(locked, 'a')]).toEqual(['b']);
    expect(withoutLock(locked, 'c' as 'a')).toBe(locked);
  });

  it('the type alone (PERSON by default) is not buyer data; any other field is', () => {
    expect(hasBuyerData(sessionFor('l').prefill)).toBe(false);
    expect(hasBuyerData(sessionFor('l', { prefill: { type: 'COMPANY' } }).prefill)).toBe(false);
    expect(hasBuyerData(sessionFor('l', { prefill: { city: 'Madrid' } }).prefill)).toBe(true);
  });
});
