import type { Organization } from '@cobro/contracts';
import { apiKeyQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPage } from './api-page';

const organization = { id: 'org_123' } as Organization;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The page up to the organization id: the key's row (the closed dialogs are in the markup after it). */
const keyRow = (html: string) => html.slice(0, html.indexOf('Organization id'));

function render(key: { id: string; created_at: string } | null) {
  const client = new QueryClient();
  client.setQueryData(apiKeyQuery().queryKey, key);
  return text(
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ApiPage organization={organization} />
        </QueryClientProvider>
      </I18nProvider>,
    ),
  );
}

describe('the API screen (services-and-configuration 2, 4)', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('without a key: one row saying so, with generate; the organization id to copy', () => {
    const html = render(null);
    expect(keyRow(html)).toContain('No secret key yet');
    expect(keyRow(html)).toContain('Generate key');
    expect(keyRow(html)).not.toContain('Regenerate');
    expect(html).toContain('org_123');
    expect(html).toContain('Copy id');
  });

  it('with a key: its creation date and regenerate and delete, never the key itself', () => {
    const html = keyRow(render({ id: 'key_1', created_at: '2026-03-05T13:30:00Z' }));
    expect(html).toContain('05/03/2026, 14:30');
    expect(html).toContain('Regenerate');
    expect(html).toContain('Delete');
    expect(html).not.toContain('Generate key');
    expect(html).not.toContain('key_1');
  });
});
