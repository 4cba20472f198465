import { buttonSigningSecretQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignatureNote, SigningSecret } from './signing-secret';
import { buttonSnippet } from './snippets';
import { signedPart, withSignature } from './use-signed-button';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function render(node: ReactNode, client = new QueryClient()) {
  return text(
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </I18nProvider>,
    ),
  );
}

const withStatus = (created_at: string | null) => {
  const client = new QueryClient();
  client.setQueryData(buttonSigningSecretQuery().queryKey, { created_at });
  return client;
};

describe('the button signing secret of step 3, web services (decision 1010)', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('without a secret: says so and offers to generate one; never shows a secret', () => {
    const html = render(<SigningSecret />, withStatus(null));
    expect(html).toContain('Button signing secret');
    expect(html).toContain('No secret yet.');
    expect(html).toContain('Generate secret');
    expect(html).not.toContain('pbsec_');
  });

  it('with one: when it was generated, and regenerate (the secret itself is not readable again)', () => {
    const html = render(<SigningSecret />, withStatus('2025-06-16T10:00:00.000Z'));
    expect(html).toMatch(/Generated on 16\/06\/2025, 12:00\./);
    expect(html).toContain('Regenerate secret');
  });

  it('the note under the code says whether the button is signed and what a live key does', () => {
    expect(render(<SignatureNote state="signed" retry={() => undefined} />)).toContain('Signed for these attributes.');
    expect(render(<SignatureNote state="no-secret" retry={() => undefined} />)).toMatch(/Not signed: .*a live key refuses it \(WID-007\)/);
    expect(render(<SignatureNote state="failed" retry={() => undefined} />)).toContain('The button could not be signed');
  });

  it("the code carries the signature last, over the button's signed attributes only", () => {
    const attributes = [
      ['service-name', 'Yoga'],
      ['amount', '19.90'],
      ['not-editable', true],
      ['label', 'Pagar'],
    ] as const;
    expect(signedPart(attributes)).toEqual({ 'service-name': 'Yoga', amount: '19.90' });
    const code = buttonSnippet(withSignature(attributes, 'v1=ab'));
    expect(code.split('\n').slice(-2)).toEqual(['  signature="v1=ab"', '></pay-button>']);
  });
});
