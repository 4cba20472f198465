import type { z } from 'zod';
import { CARD_NUMBER_MIN_DIGITS } from '../validators/card-number';
import { notFreeText } from '../validators/structured';
import { noCardNumber } from '../validators/free-text';

/**
 * The free-text fields of a request schema that lack the card-number refusal (decision 0705), found by walking
 * zod's definitions. A string is free text unless its shape rules a card number out (a date or regex format, fewer
 * than 13 characters), a schema it flows into does (an enum after lower-casing), or it is registered in
 * `notFreeText` with its kind. An e-mail or a URL is free text: `4111111111111111@example.es` is a valid address.
 */
type Def = { type: string; checks?: Check[]; format?: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; format?: string; maximum?: number } } };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Formats whose values hold no 13-digit run: e-mails and URLs are not among them. */
const SHAPED_FORMATS = new Set(['date', 'datetime', 'time', 'duration', 'uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'regex']);

export function freeTextGaps(schema: z.ZodType, path: string, depth = 0): string[] {
  if (depth > 20 || notFreeText.get(schema)) return [];
  const def = defOf(schema);
  const walk = (child: unknown, at = path) => freeTextGaps(child as z.ZodType, at, depth + 1);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return refusesCardNumbers(def) ? [] : [path];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe': {
      const [input, output] = [def.in as z.ZodType, def.out as z.ZodType];
      if (opaque(input)) return walk(output);
      const gaps = walk(input);
      // Text that must then be an enum, a number or a checked string cannot carry a card number through.
      return gaps.length && (opaque(output) || walk(output).length) ? gaps : [];
    }
    case 'lazy':
      return walk((def.getter as () => z.ZodType)());
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, i) => walk(item, `${path}[${i}]`));
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap((option) => walk(option)))];
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return walk(def.valueType, `${path}.*`);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => walk(field, `${path}.${key}`));
    case 'any':
    case 'unknown':
      return [path];
  }
  // Numbers, booleans, enums, literals, files (custom) and transforms hold no text of their own.
  return [];
}

function refusesCardNumbers(def: Def): boolean {
  const checks = (def.checks ?? []) as unknown[];
  if (checks.includes(noCardNumber)) return true;
  if (def.format && SHAPED_FORMATS.has(def.format)) return true;
  return (def.checks ?? []).some(({ _zod: { def: check } }) =>
    (check.check === 'string_format' && SHAPED_FORMATS.has(check.format ?? '')) ||
    (check.check === 'max_length' && (check.maximum ?? Infinity) < CARD_NUMBER_MIN_DIGITS),
  );
}

/** A pipe side that checks nothing itself: a transform or a custom value (a JSON field's text) all the way down. */
function opaque(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'custom' || def.type === 'transform') return true;
  return def.type === 'pipe' && opaque(def.in as z.ZodType);
}
