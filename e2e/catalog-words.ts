import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The journeys that run in several languages name what they look for by its English source text, and find the
// Spanish or Catalan on the page as the product's own catalogs translate it: a screen left in English, or a message
// without its translation, fails the journey. Only messages without context are read (the journeys use no others).

export type Lang = 'en' | 'es' | 'ca';

const LOCALES = join(import.meta.dirname, '..', 'packages', 'i18n', 'src', 'locales');

/** A .po string as written: quoted, possibly over several lines, with C escapes. */
const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line.trim().replace(/^msg(id|str) /, '')) as string).join('');

/**
 * Every catalog's translations in `lang` (English: the source texts), the first catalog's text for an id several
 * have; untranslated ones left out.
 */
function translations(lang: Lang): Map<string, string> {
  const messages = new Map<string, string>();
  for (const catalog of readdirSync(LOCALES)) {
    const entries = readFileSync(join(LOCALES, catalog, `${lang}.po`), 'utf8').split(/\n\s*\n/);
    for (const entry of entries) {
      const lines = entry.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
      if (lines.some((line) => line.startsWith('msgctxt'))) continue;
      const str = lines.findIndex((line) => line.startsWith('msgstr '));
      if (!lines[0]?.startsWith('msgid ') || str < 0) continue;
      const id = unquote(lines.slice(0, str));
      const text = unquote(lines.slice(str));
      if (id && text && !messages.has(id)) messages.set(id, text);
    }
  }
  return messages;
}

const loaded: Partial<Record<Lang, Map<string, string>>> = {};
const catalog = (lang: Lang) => (loaded[lang] ??= translations(lang));

/**
 * What the page says for an English source message in `lang`, its placeholders filled from `values`; a message the
 * catalogs lack (renamed, say) fails the journey in every language.
 */
export function words(lang: Lang) {
  const say = (english: string, values: Record<string, string> = {}): string => {
    const text = catalog(lang === 'en' ? 'es' : lang).get(english);
    if (!text) throw new Error(`"${english}" is no message of the catalogs (or has no ${lang === 'ca' ? 'Catalan' : 'Spanish'})`);
    const translated = lang === 'en' ? english : text;
    return translated.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  };
  /** A message with placeholders ({0}, {name}) as a pattern of a text that starts with it, each placeholder any text. */
  say.pattern = (english: string) =>
    new RegExp(`^${say(english).split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}`);
  /** An ICU plural message (`{n, plural, one {# …} other {# …}}`) as the page says it for `count`. */
  say.plural = (english: string, count: number) => {
    const branches = new Map([...say(english).matchAll(/(one|other) \{([^}]*)\}/g)].map(([, form, text]) => [form, text]));
    const text = branches.get(count === 1 ? 'one' : 'other');
    if (text === undefined) throw new Error(`"${english}" has no plural forms one and other`);
    return text.replace('#', String(count));
  };
  return say;
}

const wordsOf = (lang: Lang) => new Set([...catalog(lang).values()].flatMap((text) => text.replace(/\{\w+\}|<\/?\d+>/g, ' ').toLowerCase().match(/\p{L}{3,}/gu) ?? []));

/**
 * The words (three letters or more, lower case) the English and Spanish catalogs write and no Catalan text does: one of
 * them on a Catalan screen is a text left untranslated (or a message shown in the wrong language).
 */
export function wordsOnlyInEnglishOrSpanish(): Set<string> {
  const catalan = wordsOf('ca');
  return new Set([...wordsOf('en'), ...wordsOf('es')].filter((word) => !catalan.has(word)));
}
