import { describe, expect, it } from 'vitest';
import { parseAttribute, toAttributeName } from './attributes';

describe('attributes', () => {
  it('maps camelCase props to kebab-case attributes', () => {
    expect(toAttributeName('apiUrl')).toBe('api-url');
    expect(toAttributeName('paymentsUrl')).toBe('payments-url');
    expect(toAttributeName('testMode')).toBe('test-mode');
    expect(toAttributeName('locale')).toBe('locale');
  });

  it('a valueless boolean attribute is true; absent or "false" is false', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'test-mode')).toBe(true);
    expect(parseAttribute('boolean', 'true')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', ' FALSE ')).toBe(false);
    expect(parseAttribute('boolean', null)).toBe(false);
  });

  it('a removed attribute unsets the prop', () => {
    expect(parseAttribute('string', null)).toBeUndefined();
    expect(parseAttribute('number', null)).toBeUndefined();
    expect(parseAttribute('json', null)).toBeUndefined();
  });

  it('parses numbers, leaving text that is not a number undefined', () => {
    expect(parseAttribute('number', '12.5')).toBe(12.5);
    expect(parseAttribute('number', '0')).toBe(0);
    expect(parseAttribute('number', 'twelve')).toBeUndefined();
    expect(parseAttribute('number', '')).toBeUndefined();
  });

  it('parses JSON, and malformed JSON is undefined instead of an exception', () => {
    expect(parseAttribute('json', '{"a":[1,2]}')).toEqual({ a: [1, 2] });
    const error = console.error;
    console.error = () => undefined;
    try {
      expect(parseAttribute('json', '{oops')).toBeUndefined();
    } finally {
      console.error = error;
    }
  });

  it('keeps strings as written', () => {
    expect(parseAttribute('string', '/api')).toBe('/api');
    expect(parseAttribute('string', '')).toBe('');
  });
});
