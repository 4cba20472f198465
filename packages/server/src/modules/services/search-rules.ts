/**
 * A prefix full-text query from what the merchant typed: every word must start a word of the row, so typing
 * "Cons" finds "Consultoría". Only letters and digits survive, so the text can never inject tsquery syntax.
 * Case is left to the database, which folds the query words as it folded the row's. Null when nothing
 * searchable was typed.
 */
export function prefixQuery(text: string | undefined): string | null {
  const words = text?.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
