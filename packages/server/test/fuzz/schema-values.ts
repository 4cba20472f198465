import fc from 'fast-check';
import type { z } from 'zod';
import { EDGE_INTEGERS, KNOWN_BY_FIELD, PLAIN_TEXTS, hostileJson, hostileText } from './hostile-values';

/**
 * Values of an input schema of the contract, walked through zod's definitions. `clean` values keep to the
 * schema's shape, bounds and formats (with values known to pass for fields such as `cif` or `iban`), so they
 * reach the handlers and the database; `hostile` ones put a wrong value in any place now and then.
 */
export interface Context {
  /** Real ids of the seeded database, for fields named `id` or `*_id`. */
  ids: readonly string[];
  hostile: boolean;
}

type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> } }[]; [key: string]: unknown };
const internals = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def; optin?: string } })._zod;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** The schema's value for a field named `key` (a name tells which known values fit). */
export function valueOf(schema: z.ZodType, context: Context, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const value = shaped(schema, context, key, depth);
  return context.hostile ? fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: hostileJson }) : value;
}

/**
 * A whole input: one that passes the schema where a few draws find one (cross-field rules defeat single draws, and
 * only valid input reaches the database with, say, an amount past 2^31), clean, hostile here and there, or of the
 * wrong shape altogether.
 */
export function inputOf(schema: z.ZodType, ids: readonly string[]): fc.Arbitrary<unknown> {
  const clean = valueOf(schema, { ids, hostile: false });
  const valid = validOf(schema, ids);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: clean },
    { weight: 4, arbitrary: fc.tuple(valid, fc.nat(), hostileJson).map(([value, at, bad]) => withLeaf(value, at, bad)) },
    { weight: 2, arbitrary: valueOf(schema, { ids, hostile: true }) },
    { weight: 1, arbitrary: hostileJson },
  );
}

/** Input the schema accepts, where a few draws find one. */
export const validOf = (schema: z.ZodType, ids: readonly string[]) => passing(schema, valueOf(schema, { ids, hostile: false }));

/** The indexes of a value's leaves (texts, numbers, booleans, nulls), for `withLeaf`. */
export function leafIndexes(value: unknown): number[] {
  let count = 0;
  const visit = (node: unknown) => {
    if (node && typeof node === 'object') Object.values(node).forEach(visit);
    else if (node !== undefined) count++;
  };
  visit(value);
  return Array.from({ length: count }, (_, i) => i);
}

/**
 * The value with one of its leaves (the `at`-th, counting round) replaced: valid input wrong in exactly one place,
 * the request most likely to get past every other check and show what that one value does.
 */
export function withLeaf(value: unknown, at: number, replacement: unknown): unknown {
  const leaves: (string | number)[][] = [];
  const collect = (node: unknown, path: (string | number)[]) => {
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) collect(child, [...path, Array.isArray(node) ? Number(key) : key]);
    } else if (node !== undefined) leaves.push(path);
  };
  collect(value, []);
  if (!leaves.length) return replacement;
  const path = leaves[at % leaves.length];
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (!path.length) return replacement;
  node[path[path.length - 1]] = replacement;
  return copy;
}

function shaped(schema: z.ZodType, context: Context, key: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const { def } = internals(schema);
  const walk = (child: unknown) => valueOf(child as z.ZodType, context, key, depth + 1);
  if (depth > 8) return hostileJson;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return textFor(def, context, key);
    case 'number':
    case 'int':
    case 'bigint':
      return numberFor(def, context);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    // Even odds (nil is 1/freq) of leaving a value out: rules between fields (a payment day only on monthly plans) mostly want null.
    case 'optional':
      return fc.option(walk(def.innerType), { nil: undefined, freq: 2 });
    case 'nullable':
      return fc.option(walk(def.innerType), { nil: null, freq: 2 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe':
      // A field parsed from text (jsonField: JSON in a multipart part) is walked by the schema of what it holds.
      return walk(opaque(def.in as z.ZodType) ? def.out : def.in);
    case 'lazy':
      return walk((def.getter as () => z.ZodType)());
    case 'array':
      return fc.array(walk(def.element), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(walk));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(walk));
    case 'intersection':
      return fc.tuple(walk(def.left), walk(def.right)).map(([a, b]) => (isObject(a) && isObject(b) ? { ...a, ...b } : a));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), walk(def.valueType), { maxKeys: 3 });
    case 'object': {
      const object = objectOf(def.shape as Record<string, z.ZodType>, context, depth);
      // An object with rules across its fields (a plan) is drawn until it keeps them, when clean.
      return def.checks?.length && !context.hostile ? passing(schema, object) : object;
    }
  }
  // custom (a file), transform, any, unknown...: nothing to follow; files travel as parts of their own.
  return context.hostile ? hostileJson : fc.constantFrom<unknown>(undefined, 'x');
}

/** The first of a few draws that the schema accepts (or the first draw when none does). */
const passing = (schema: z.ZodType, draws: fc.Arbitrary<unknown>) =>
  fc.array(draws, { minLength: 24, maxLength: 24 }).map((list) => list.find((v) => schema.safeParse(v).success) ?? list[0]);

/** Whether a pipe's input side checks nothing itself (a custom value or a transform all the way down). */
function opaque(schema: z.ZodType): boolean {
  const { def } = internals(schema);
  if (def.type === 'custom' || def.type === 'transform') return true;
  return def.type === 'pipe' && opaque(def.in as z.ZodType);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field (optional ones now and then left out); a hostile object may also carry a field of its own. */
function objectOf(shape: Record<string, z.ZodType>, context: Context, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const fields = Object.fromEntries(keys.map((key) => [key, valueOf(shape[key], context, key, depth + 1)]));
  const required = keys.filter((key) => internals(shape[key]).optin !== 'optional');
  const object = fc.record(fields, { requiredKeys: required });
  if (!context.hostile) return object;
  const extra = fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(hostileText, hostileJson) });
  return fc.tuple(object, extra).map(([value, field]) => (field ? { ...value, [field[0]]: field[1] } : value));
}

/** A value known to pass for the field's name, a real id for an id field, else a text of the schema's format and length. */
function textFor(def: Def, context: Context, key: string | undefined): fc.Arbitrary<string> {
  const known = key ? KNOWN_BY_FIELD.filter(([pattern]) => pattern.test(key)).flatMap(([, values]) => values) : [];
  const ids = key && /(^|_)ids?$/.test(key) ? context.ids : [];
  const general = formatted(def, context);
  const specific = [...known, ...ids];
  return specific.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...specific) }, { weight: 1, arbitrary: general }) : general;
}

function formatted(def: Def, context: Context): fc.Arbitrary<string> {
  const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true });
  switch (def.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return day.map((d) => d.toISOString());
  }
  const checks = checksOf(def);
  const exact = checks.find((c) => c.check === 'length_equals')?.length as number | undefined;
  const min = exact ?? (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
  const max = exact ?? (checks.find((c) => c.check === 'max_length')?.maximum as number | undefined) ?? 10_000;
  const words = fc.oneof(fc.constantFrom(...PLAIN_TEXTS), fc.string({ minLength: 1, maxLength: 12 }));
  // Long texts reach columns and templates as they are: only those the schema allows, unless hostile.
  const long = [256, 5_000].filter((n) => context.hostile || (n >= min && n <= max)).map((n) => 'x'.repeat(n));
  const fitting = words.map((text) => text.padEnd(min, 'x').slice(0, max));
  return long.length ? fc.oneof({ weight: 5, arbitrary: fitting }, { weight: 1, arbitrary: fc.constantFrom(...long) }) : fitting;
}

/** Numbers within the schema's bounds, with the extremes a 4-byte column cannot hold when the bounds allow them. */
function numberFor(def: Def, context: Context): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const integer = checks.some((c) => c.check === 'number_format' && String(c.format).includes('int')) || def.type === 'int';
  const min = lower ? Number(lower.value) + (lower.inclusive ? 0 : 1) : -10;
  const max = upper ? Number(upper.value) - (upper.inclusive ? 0 : 1) : 100_000;
  const fits = (n: number) => context.hostile || (n >= min && n <= (upper ? max : Number.MAX_SAFE_INTEGER));
  const edges = EDGE_INTEGERS.filter(fits);
  const inRange = integer ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(Math.max(max, min), 1e9) }) : fc.double({ min, max: Math.max(max, min), noNaN: true });
  return edges.length ? fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 2, arbitrary: fc.constantFrom(...edges) }) : inRange;
}

/** The top-level fields of an input schema: its object shape through refinements, pipes, unions and wrappers. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const { def } = internals(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return shapeOf(def.in as z.ZodType);
  if (def.type === 'union') return Object.assign({}, ...(def.options as z.ZodType[]).map(shapeOf));
  if (def.type === 'intersection') return { ...shapeOf(def.left as z.ZodType), ...shapeOf(def.right as z.ZodType) };
  if ('innerType' in def) return shapeOf(def.innerType as z.ZodType);
  return {};
}
