import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ListPagination } from './list-pagination';

// Server rendering checks what the pager says (in English, the source) and which buttons it offers.
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const count = (html: string) => /<p class="list-page__count"[^>]*>(.*?)<\/p>/.exec(html)?.[1].replace(/<[^>]+>/g, '');
const nextDisabled = (html: string) => /<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Next/.test(html);
const pager = (total: number, page: number, totalCapped?: boolean) =>
  render(<ListPagination page={page} pageSize={15} total={total} totalCapped={totalCapped} onPage={() => {}} onPageSize={() => {}} />);

describe('ListPagination', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('an exact count shows the results and the pages; the last page has no next', () => {
    expect(count(pager(31, 3))).toBe('31 results · Page 3 of 3');
    expect(nextDisabled(pager(31, 3))).toBe(true);
    expect(nextDisabled(pager(31, 2))).toBe(false);
  });

  it('a count that stopped says "more than" and always offers the next page (decision 0107)', () => {
    expect(count(pager(100, 7, true))).toBe('More than 100 results · Page 7');
    expect(nextDisabled(pager(100, 7, true))).toBe(false);
  });
});
