import { sql, type SQL } from 'drizzle-orm';

/**
 * A prefix full-text query from what the merchant typed: every word must start a word of the row, so typing
 * "Cons" finds "Consultoría". The typed text is split by PostgreSQL's own parser, as the row's text was when it was
 * indexed: "S.A." is one word there ('s.a'), an e-mail one word, so "Levante S.A." finds "Construcciones Levante
 * S.A." (split into letters alone, "S.A." asked for a word starting with "a"). Each word is a quoted literal, so the
 * text can never inject tsquery syntax, and case is folded by the database on both sides. Null when nothing
 * searchable was typed.
 */
export function prefixQuery(text: string | undefined): SQL | null {
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return null;
  return sql`(select to_tsquery('simple', string_agg(quote_literal(lexeme) || ':*', ' & ')) from unnest(to_tsvector('simple', ${text})))`;
}
