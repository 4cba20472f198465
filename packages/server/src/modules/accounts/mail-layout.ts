import type { Language } from '@cobro/contracts';
import { escapeHtml } from '../../mail/index';

export type MailLanguage = Language;

/**
 * A part of an account mail, written once for both of its parts: a paragraph; a link (`action: href` in the text,
 * an anchor in the HTML); a heading; numbered steps, each a link and a line about it.
 */
export type MailBlock =
  | string
  | { action: string; href: string }
  | { heading: string }
  | { steps: Array<{ action: string; href: string; note: string }> };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const WORDS = {
  es: {
    greeting: (name: string) => `Hola, ${name}:`,
    expires: (n: number, unit: 'hours' | 'days') =>
      `El enlace caduca en ${n} ${unit === 'days' ? (n === 1 ? 'día' : 'días') : n === 1 ? 'hora' : 'horas'} y solo se puede usar una vez.`,
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    expires: (n: number, unit: 'hours' | 'days') =>
      `The link expires in ${n} ${unit === 'days' ? (n === 1 ? 'day' : 'days') : n === 1 ? 'hour' : 'hours'} and works only once.`,
  },
  ca: {
    greeting: (name: string) => `Hola, ${name}:`,
    expires: (n: number, unit: 'hours' | 'days') =>
      `L'enllaç caduca d'aquí a ${n} ${unit === 'days' ? (n === 1 ? 'dia' : 'dies') : n === 1 ? 'hora' : 'hores'} i només es pot fer servir una vegada.`,
  },
} as const;

export const greeting = (language: MailLanguage, name: string) => WORDS[language].greeting(name);

/** How long a link works, in hours below four days (an invitation's 72 hours) and in days from there on. */
export function expiresText(language: MailLanguage, ttlMs: number) {
  return ttlMs < 4 * DAY
    ? WORDS[language].expires(Math.round(ttlMs / HOUR), 'hours')
    : WORDS[language].expires(Math.round(ttlMs / DAY), 'days');
}

const textOf = (block: MailBlock) => {
  if (typeof block === 'string') return block;
  if ('heading' in block) return block.heading;
  if ('steps' in block) return block.steps.map((s, i) => `${i + 1}. ${s.action}: ${s.href}\n   ${s.note}`).join('\n');
  return `${block.action}: ${block.href}`;
};

const anchor = (action: string, href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(action)}</a>`;

const htmlOf = (block: MailBlock) => {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('heading' in block) return `<h2>${escapeHtml(block.heading)}</h2>`;
  if ('steps' in block) {
    return `<ol>\n${block.steps.map((s) => `<li>${anchor(s.action, s.href)}: ${escapeHtml(s.note)}</li>`).join('\n')}\n</ol>`;
  }
  return `<p>${anchor(block.action, block.href)}</p>`;
};

/** Subject, plain-text and HTML parts of an account mail, in the user's language. */
export function renderMail(language: MailLanguage, subject: string, blocks: MailBlock[]) {
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${blocks.map(htmlOf).join('\n')}
</body></html>`;
  return { subject, text: blocks.map(textOf).join('\n\n'), html };
}
