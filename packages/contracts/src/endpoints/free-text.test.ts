import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { structured } from '../validators/structured';
import { withoutCardNumber } from '../validators/free-text';
import { freeTextGaps } from './free-text-gaps';
import { endpoints } from './index';

/**
 * Quality bar 19 by construction (decision 0705): every free-text field of every request of the contract (body,
 * query, headers) refuses a card number. A field added without the rule fails here, named by its endpoint and path.
 */
describe('free-text fields of the contract', () => {
  it('every one of every request carries the card-number refusal', () => {
    const gaps = Object.entries(endpoints).flatMap(([name, e]) =>
      (['body', 'query', 'headers'] as const).flatMap((part) => {
        const schema = (e as { [key: string]: unknown })[part] as z.ZodType | undefined;
        return schema ? freeTextGaps(schema, `${name}.${part}`) : [];
      }),
    );
    expect(gaps).toEqual([]);
  });

  it('the walk finds a string without it, wherever it is nested', () => {
    const schema = z.object({
      ok: withoutCardNumber(z.string().trim().min(1)).optional(),
      note: z.string().trim(),
      list: z.array(z.object({ label: z.string().nullable() })),
      lowered: z.string().transform((v) => v.toLowerCase()),
      checkedAfter: z.string().pipe(z.email()),
    });
    expect(freeTextGaps(schema, 'body')).toEqual(['body.note', 'body.list[].label', 'body.lowered', 'body.checkedAfter']);
  });

  it('a string whose shape rules a card number out, or that is registered with its kind, is no gap', () => {
    const schema = z.object({
      day: z.iso.date(),
      code: z.string().regex(/^\d{5}$/),
      short: z.string().max(12),
      kind: z.string().transform((v) => v.toUpperCase()).pipe(z.enum(['A', 'B'])),
      id: structured(z.string().min(1), 'id').optional(),
      idChecked: structured(z.string(), 'id').min(1),
    });
    expect(freeTextGaps(schema, 'body')).toEqual([]);
  });
});
