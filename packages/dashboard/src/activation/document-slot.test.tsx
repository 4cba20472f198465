// @vitest-environment happy-dom
import type { LegalDocument } from '@cobro/contracts';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, screenSuite } from '../common/screen.fixtures';
import { DocumentSlot } from './document-slot';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const PDF = 'data:application/pdf;base64,JVBERi0xLjQ=';
const document = (over: Partial<LegalDocument>): LegalDocument => ({ id: 'd1', content: PNG, mime_type: 'image/png', extension: 'png', ...over });

const TEXTS = {
  en: { front: 'ID card, front', residence: 'Proof of address', preview: 'Preview of ID card, front', uploaded: 'Uploaded (PNG)', pdf: 'Uploaded (PDF)' },
  es: { front: 'DNI, anverso', residence: 'Justificante de domicilio', preview: 'Vista previa de DNI, anverso', uploaded: 'Subido (PNG)', pdf: 'Subido (PDF)' },
} as const;

function renderSlot(name: 'front_dni' | 'residence', stored: LegalDocument | null, onChange: (document: LegalDocument | null) => void = () => undefined) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <DocumentSlot name={name} document={stored} onChange={onChange} />
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

const FAILURES = {
  en: {
    pick: 'Choose a PNG, JPG or PDF file (up to 10 MB)', remove: 'Remove ID card, front',
    notUploaded: 'The document could not be uploaded. Try again.', notRemoved: 'The document could not be removed. Try again.',
  },
  es: {
    pick: 'Elige un archivo PNG, JPG o PDF (hasta 10 MB)', remove: 'Quitar DNI, anverso',
    notUploaded: 'No se ha podido subir el documento. Inténtalo de nuevo.', notRemoved: 'No se ha podido quitar el documento. Inténtalo de nuevo.',
  },
} as const;

// services-and-configuration 4, "Document slot": "Upload and removal failures show error messages." 8,
// "Configuration": "Document upload error: uploading_error; removal error: removing_file."
describe.each(['en', 'es'] as const)('an identity document the server fails to take or drop (%s)', (locale) => {
  const texts = FAILURES[locale];
  screenSuite(locale);

  it('a failed upload says so in the slot, which stays empty to try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => failure('API-500')));
    const onChange = vi.fn();
    const slot = renderSlot('front_dni', null, onChange);
    const picker = within(slot).getByLabelText(texts.pick);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dni.png', { type: 'image/png' });
    Object.defineProperty(picker, 'files', { value: [file], configurable: true });
    fireEvent.change(picker);
    expect((await within(slot).findByRole('alert')).textContent).toBe(texts.notUploaded);
    expect(within(slot).getByLabelText(texts.pick)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a failed removal says so in the slot, which keeps the document', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => failure('API-500')));
    const onChange = vi.fn();
    const slot = renderSlot('front_dni', document({ file_name: 'dni.png' }), onChange);
    fireEvent.click(within(slot).getByRole('button', { name: texts.remove }));
    expect((await within(slot).findByRole('alert')).textContent).toBe(texts.notRemoved);
    await waitFor(() => expect(within(slot).getByText('dni.png')).toBeTruthy());
    expect(onChange).not.toHaveBeenCalled();
  });
});
