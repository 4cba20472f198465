import { describe, expect, it } from 'vitest';
import { serializeQuery, toFormData } from './encode';

describe('serializeQuery', () => {
  it('comma-joins arrays and skips undefined and null', () => {
    expect(serializeQuery({ status: ['paid', 'failed'], q: undefined, page: 1, none: null, on: true })).toBe(
      '?status=paid%2Cfailed&page=1&on=true',
    );
  });

  it('is empty when nothing is set', () => {
    expect(serializeQuery({ q: undefined, list: [] })).toBe('');
    expect(serializeQuery(undefined)).toBe('');
  });

  it('writes dates as ISO strings and refuses objects', () => {
    expect(serializeQuery({ from: new Date('2024-01-02T00:00:00Z') })).toBe('?from=2024-01-02T00%3A00%3A00.000Z');
    expect(() => serializeQuery({ filter: { a: 1 } })).toThrow(TypeError);
  });
});

describe('toFormData', () => {
  it('appends one part per file of a list, under the same name', () => {
    const a = new File(['a'], 'a.pdf');
    const b = new File(['b'], 'b.pdf');
    const form = toFormData({ files: [a, b], note: 'x', count: 2, skipped: undefined });
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.pdf']);
    expect(form.get('note')).toBe('x');
    expect(form.get('count')).toBe('2');
    expect(form.has('skipped')).toBe(false);
  });

  it('refuses a body that is not an object of fields', () => {
    expect(() => toFormData('text')).toThrow(TypeError);
  });
});
