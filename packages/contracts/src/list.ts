import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';
import { PaymentMethodFilter } from './entities/payment-method';
import { DateOnly } from './primitives';
import { structured } from './validators/structured';

/**
 * A list of values given comma-separated (`status=paid,failed`) or repeated (`status=paid&status=failed`):
 * query strings arrive as text, so both shapes are accepted and flattened.
 */
export const listParam = <S extends z.ZodType<string>>(item: S) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    // The split always yields strings; the item schema then narrows them (enum, lower-casing).
    .pipe(z.array(item) as unknown as z.ZodType<z.output<S>[], string[]>);

const PageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `page_size must be one of ${PAGE_SIZES.join(', ')}`);

/** Paging alone, for lists with no filters (a purchase's usage). */
export const PageQuery = z.object({ page: z.coerce.number().int().min(1).default(1), page_size: PageSize.default(DEFAULT_PAGE_SIZE) });

interface ListQueryOptions<S extends z.ZodType<string>, F extends string> {
  /** The values the status filter accepts for this resource. */
  status?: S;
  /** The columns the list may be sorted by; `-field` sorts descending. */
  sort?: readonly [F, ...F[]];
}

/**
 * The query of every list call (dashboard-core 7: status list, search, first_day, last_day, payment_method)
 * plus paging and sorting, which the spec leaves to us (docs/api.md "Lists").
 */
export function listQuery<S extends z.ZodType<string> = z.ZodString, F extends string = string>(
  options: ListQueryOptions<S, F> = {},
) {
  const sortField = options.sort ? z.enum(options.sort) : z.string().regex(/^[a-z_]+$/);
  return z
    .object({
      page: z.coerce.number().int().min(1).default(1),
      page_size: PageSize.default(DEFAULT_PAGE_SIZE),
      sort: z
        .string()
        .transform((v) => ({ field: v.replace(/^-/, ''), descending: v.startsWith('-') }))
        .pipe(z.object({ field: sortField, descending: z.boolean() }))
        .optional(),
      status: listParam(options.status ?? z.string().min(1)).optional(),
      search: structured(z.string(), 'search')
        .trim()
        .max(200)
        .optional(),
      first_day: DateOnly.optional(),
      last_day: DateOnly.optional(),
      payment_method: listParam(z.string().transform((v) => v.toLowerCase()).pipe(PaymentMethodFilter)).optional(),
    })
    .refine((q) => !q.first_day || !q.last_day || q.first_day <= q.last_day, {
      message: 'first_day must not be after last_day',
      path: ['last_day'],
    });
}

/** The generic list query; resources narrow `status` and `sort` with `listQuery({...})`. */
export const ListQuery = listQuery();
export type ListQuery = z.infer<typeof ListQuery>;
export type ListQueryInput = z.input<typeof ListQuery>;

/**
 * A page of a list: the rows, the total across all pages, and the page that was served. Merchant lists count only
 * so far (decision 0107): `total_capped` true means more than `total` rows match, the count stopped there.
 */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    total_capped: z.boolean().optional(),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
export type Paged<T> = { data: T[]; total: number; total_capped?: boolean; page: number; page_size: number };

/**
 * Query-string form of a list query as the client sends it: lists comma-separated, sort as `-field`,
 * empty values left out. `listQuery()` parses it back to the same values.
 */
export function encodeListQuery(query: {
  [key: string]: string | number | boolean | readonly string[] | { field: string; descending: boolean } | undefined;
}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else if (typeof value === 'object' && 'field' in value) {
      params.set(key, `${value.descending ? '-' : ''}${value.field}`);
    } else params.set(key, String(value));
  }
  return params;
}
