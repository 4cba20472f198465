import fc from 'fast-check';

/** Texts that have broken servers: NUL and other controls, traversal, injection, encodings, extremes. */
export const HOSTILE_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  "' OR 1=1 --",
  "'; drop table customers; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦🇪🇸',
  '',
  ' ',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  '99999999999999999999999',
  '0000-00-00',
  '2025-02-30',
  '9999-12-31T23:59:59.999Z',
  'https://127.0.0.1:1/x',
  'javascript:alert(1)',
  'x'.repeat(5_000),
];

/** A few plausible texts, so that some inputs get past validation and reach the handlers. */
export const PLAIN_TEXTS = ['Ana', 'Consultoría', 'demo@cobro.dev', 'ES', '28001', 'eur', 'card', 'month', 'true', 'false', '1', '2025-06-16'];

/** Values that pass the contract's checks for fields of these names (tax ids, phones, IBANs, addresses...). */
export const KNOWN_BY_FIELD: [RegExp, string[]][] = [
  [/email/, ['demo@cobro.dev', 'ana@example.es']],
  [/(^|_)(dni|nif|nie|tin|tax_id)$/, ['12345678Z', 'X1234567L']],
  [/cif$/, ['B12345674', '12345678Z']],
  [/prefix/, ['+34', '34']],
  [/phone/, ['612345678']],
  [/postal_code/, ['28001', '08001']],
  [/country/, ['ES']],
  [/city|province|street|address|name|surname|description|reason|company/, ['Madrid', 'Gran Vía 1', 'Ana', 'Consultoría']],
  [/iban|account/, ['ES9121000418450200051332']],
  [/url|domain|website|return/, ['https://shop.example.es', 'https://demo.cobro.dev/webhooks/cobro']],
  [/password/, ['Secreta123', 'demo1234A']],
  [/version/, ['1.0.0']],
  [/date|day|start|end/, ['2025-06-16', '2025-01-01']],
];

/** Integers zod's int() lets through that no 4-byte column holds, and their neighbours. */
export const EDGE_INTEGERS = [0, 1, 30, 31, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, -(2 ** 53) + 1, 10 ** 12];

/** A control character (NUL most often) put into a plausible text at some place. */
const withControl = fc
  .tuple(fc.constantFrom(...PLAIN_TEXTS), fc.constantFrom('\u0000', '\u0000', '\u0001', '\u0007', '\b', '\u000b', '\u001b', '\u001f', '\u007f'), fc.nat())
  .map(([text, control, at]) => text.slice(0, at % (text.length + 1)) + control + text.slice(at % (text.length + 1)));

/** Text of every kind a hostile client sends: the list above, a text with a control in it, random bytes, graphemes. */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 3, arbitrary: withControl },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

/** Any JSON value of the wrong shape: numbers at their limits, booleans, null, lists, objects, hostile text. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}')),
);
