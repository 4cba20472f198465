const LOCALE = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' } as const;

/** A wall-clock time in Madrid for a buyer's mail, in their language; `long` adds the date and the seconds. */
export const madridTime = (at: Date, language: keyof typeof LOCALE, style: 'short' | 'long' = 'short') =>
  new Intl.DateTimeFormat(LOCALE[language], {
    ...(style === 'long' ? { dateStyle: 'long' as const } : {}),
    timeStyle: style === 'long' ? 'medium' : 'short',
    timeZone: 'Europe/Madrid',
  }).format(at);
