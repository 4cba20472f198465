// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { aService } from './catalog.fixtures';
import { DraftDetailsForm } from './draft-details-form';
import { screenSuite } from '../common/screen.fixtures';
import { $toasts } from '@cobro/ui';

const TEXTS = {
  en: { name: 'Service name', save: 'Save as draft', saved: 'Draft saved' },
  es: { name: 'Nombre del servicio', save: 'Guardar como borrador', saved: 'Borrador guardado' },
} as const;

// Issue 27: a save without a new cover sent an empty list as the text part `files=[]`, refused as files.0.
describe.each(['en', 'es'] as const)('saving a draft without a new cover (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('sends no file part', async () => {
    const draft = aService({ status: 'DRAFT', published: false });
    const sent: FormData[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return new Response(JSON.stringify({ ...draft, name: 'Yoga al aire libre' }), { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={memoryLocation({ path: '/dashboard/services/s1' }).hook}>
            <DraftDetailsForm service={draft} canCharge />
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText(texts.name), { target: { value: 'Yoga al aire libre' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.saved, tone: 'success' }]));
    expect(sent[0]!.get('name')).toBe('Yoga al aire libre');
    expect(sent[0]!.has('files')).toBe(false);
  });
});
