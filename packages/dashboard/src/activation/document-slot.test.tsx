// @vitest-environment happy-dom
import type { LegalDocument } from '@cobro/contracts';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSlot } from './document-slot';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const PDF = 'data:application/pdf;base64,JVBERi0xLjQ=';
const document = (over: Partial<LegalDocument>): LegalDocument => ({ id: 'd1', content: PNG, mime_type: 'image/png', extension: 'png', ...over });

const TEXTS = {
  en: { front: 'ID card, front', residence: 'Proof of address', preview: 'Preview of ID card, front', uploaded: 'Uploaded (PNG)', pdf: 'Uploaded (PDF)' },
  es: { front: 'DNI, anverso', residence: 'Justificante de domicilio', preview: 'Vista previa de DNI, anverso', uploaded: 'Subido (PNG)', pdf: 'Subido (PDF)' },
} as const;

function renderSlot(name: 'front_dni' | 'residence', stored: LegalDocument) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <DocumentSlot name={name} document={stored} onChange={() => undefined} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.getByRole('group');
}

// Issue 27, item 9: an uploaded document said only "Uploaded (PNG)"; it shows which file it is, and what it looks like.
describe.each(['en', 'es'] as const)('an uploaded identity document (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(() => loadCatalog('dashboard', locale));
  afterEach(cleanup);

  it('an image: its file name and a thumbnail of it', () => {
    const slot = renderSlot('front_dni', document({ file_name: 'dni-delante.png' }));
    expect(within(slot).getByText('dni-delante.png')).toBeTruthy();
    expect(within(slot).getByText(texts.uploaded)).toBeTruthy();
    expect(within(slot).getByRole('img', { name: texts.preview }).getAttribute('src')).toBe(PNG);
  });

  it('a pdf: its file name beside a PDF icon, no thumbnail', () => {
    const slot = renderSlot('residence', document({ content: PDF, mime_type: 'application/pdf', extension: 'pdf', file_name: 'recibo-luz.pdf' }));
    expect(within(slot).getByText('recibo-luz.pdf')).toBeTruthy();
    expect(within(slot).getByText(texts.pdf)).toBeTruthy();
    expect(within(slot).queryByRole('img')).toBeNull();
    expect(slot.querySelector('.document-slot__icon svg')).not.toBeNull();
  });

  it('without a kept file name (an older upload), named by the document', () => {
    const slot = renderSlot('front_dni', document({}));
    expect(within(slot).getAllByText(texts.front)).toHaveLength(2);
    expect(within(slot).getByRole('img', { name: texts.preview })).toBeTruthy();
  });
});
