import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from './constants';
import { FIELD_MESSAGES } from './messages';
import { structured } from './validators/structured';

/**
 * Opaque identifier as the API writes it (UUIDs on the reference server; never parsed by the front end). Not free
 * text: the server looks it up among the rows it made, whose ids hold no digit run (decision 0704).
 */
export const Id = structured(z.string().min(1), 'id');

/** Money in integer minor units (cents): every amount of the API, see docs/api.md "Money". */
export const Money = z.number().int();

/**
 * A calendar day, `YYYY-MM-DD`, as the list and panel filters send it. Years 1900-2999 only: the format alone
 * lets through year 0, which PostgreSQL does not keep, and 9999-12-31, whose next day (the end of a range) has
 * no such form; no filter of the product means either.
 */
export const DateOnly = z.iso.date().refine((day) => day >= '1900-01-01' && day <= '2999-12-31', FIELD_MESSAGES.invalidDate);

/** A moment as an ISO 8601 string (`created_at`, `updated_at`, ...). */
export const Timestamp = z.string();

/** A moment in Unix seconds, where the spec says "in seconds" (provider-shaped fields). */
export const UnixSeconds = z.number().int();

/** The only currency the product sells in; responses may echo a provider's lower-case code. */
export const Currency = z.literal(DEFAULT_CURRENCY);

/** Country of activation and checkout addresses: Spain only (public-flows 5). */
export const Country = z.literal(DEFAULT_COUNTRY);

/**
 * A JSON-encoded field of a multipart body (`plans`, `images`): the server receives text, the client may pass
 * the value itself. Both parse to the same output.
 */
export const jsonField = <S extends z.ZodType>(schema: S) =>
  z
    .custom<z.input<S> | string>(() => true)
    .transform((value, ctx): unknown => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid_json' });
        return z.NEVER;
      }
    })
    // Whatever the text held is then checked by the field's own schema.
    .pipe(schema as z.ZodType<z.output<S>, unknown>);

/** A file of a multipart body: a Blob/File in the browser, and the server hands its uploads in as File too. */
export const UploadFile = z.custom<Blob>(
  (v) => typeof Blob !== 'undefined' && v instanceof Blob,
  'missing_field',
);

/** Boolean sent as text in a query string or a multipart field (`publish=true`). */
export const BooleanText = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Empty success answer (204). */
export const NoContent = z.void();
