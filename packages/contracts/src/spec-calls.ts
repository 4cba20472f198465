import { PRODUCT_PREFIX } from './constants';
import type { Endpoint, HttpMethod, Service } from './endpoint';

/** One call as a spec document writes it, reduced to what identifies a route. */
export interface SpecCall {
  method: HttpMethod;
  /** Path with every placeholder written `{}`: `{service_id}` and `{id}` at one position compare equal. */
  path: string;
  service: Service;
  /** The spec text it came from, for the failure message. */
  source: string;
}

const METHOD = /^(GET|POST|PUT|DELETE)\s+/;

/** `{product}` is the product's prefix; any other placeholder (even `{table id}`) becomes `{}`. */
export const normalisePath = (path: string) =>
  path
    .replace(/\{product\}/g, PRODUCT_PREFIX)
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\?.*$/, '')
    .replace(/^(?!\/)/, '/')
    .replace(/\/+$/, '');

export const callKey = (c: Pick<SpecCall, 'method' | 'path' | 'service'>) =>
  `${c.service === 'payments' ? 'payments ' : ''}${c.method} ${normalisePath(c.path)}`;

/**
 * The calls of a document's section 7: the first cell of each table row and the text before `: ` of each
 * bullet. A cell may list several paths (`GET /services, /plans`), repeat the method, shorten a sibling path
 * (`PUT .../enable`), leave out the leading slash, or describe the payments service's per-provider paths.
 */
export function extractSpecCalls(markdown: string): SpecCall[] {
  const section = /^## 7\.[^\n]*\n([\s\S]*?)(?=^## 8\.|(?![\s\S]))/m.exec(markdown)?.[1] ?? '';
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const cell = line.startsWith('|')
      ? line.split('|')[1].trim()
      : line.startsWith('- ')
        ? line.slice(2).split(': ')[0].trim()
        : '';
    if (!cell) continue;
    // Placeholders may hold spaces (`{table id}`); protect them before splitting on words.
    const text = cell.replace(/\{[^}]*\}/g, (p) => p.replace(/\s+/g, '_'));
    if (/payments service/i.test(text)) {
      const method = METHOD.exec(text)?.[1] as HttpMethod | undefined;
      const paths = text.slice(text.indexOf(':') + 1).match(/\/[\w-]+/g) ?? [];
      for (const p of paths) method && calls.push({ method, path: `/{provider}${p}`, service: 'payments', source: cell });
      continue;
    }
    let method: HttpMethod | undefined;
    let previous = '';
    for (const rawPart of text.split(/,\s*|\s+and\s+/)) {
      const part = rawPart.trim();
      const m = METHOD.exec(part);
      if (m) method = m[1] as HttpMethod;
      const token = part.replace(METHOD, '').split(/\s+/)[0].replace(/[.,;)]+$/, '');
      if (!method || !token.includes('/')) continue;
      const path = token.startsWith('.../')
        ? `${previous.replace(/\/[^/]+$/, '')}/${token.slice(4)}`
        : token;
      previous = path.startsWith('/') ? path : `/${path}`;
      calls.push({ method, path: previous, service: 'api', source: cell });
    }
  }
  return calls;
}

/** The spec calls no endpoint of the table serves, as `METHOD /path (from "spec text")`. */
export function missingCalls(calls: SpecCall[], table: Record<string, Endpoint>): string[] {
  const served = new Set(Object.values(table).map(callKey));
  return calls.filter((c) => !served.has(callKey(c))).map((c) => `${callKey(c)} (from "${c.source}")`);
}
