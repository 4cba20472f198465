// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { aService } from './catalog.fixtures';
import { ServiceCreatePage } from './service-create-page';
import { screenSuite } from '../common/screen.fixtures';
import { $toasts } from '@cobro/ui';

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TEXTS = {
  en: {
    name: 'Service name', addPlan: 'Add plan', newPlan: 'New plan', planName: 'Plan name', description: 'Description',
    amount: 'Amount (EUR)', type: 'Type', publish: 'Publish', published: 'Service published', cover: 'Cover image',
    required: 'This field is required', invalid: 'This value is not valid', preview: 'Cover image preview',
    imagesFailed: 'The images could not be saved', retry: 'Try again', withoutImages: 'Continue without images',
  },
  es: {
    name: 'Nombre del servicio', addPlan: 'Añadir plan', newPlan: 'Nuevo plan', planName: 'Nombre del plan',
    description: 'Descripción', amount: 'Importe (EUR)', type: 'Tipo', publish: 'Publicar', published: 'Servicio publicado',
    cover: 'Imagen de portada', required: 'Este campo es obligatorio', invalid: 'Este valor no es válido',
    preview: 'Vista previa de la imagen de portada', imagesFailed: 'No se han podido guardar las imágenes',
    retry: 'Volver a intentarlo', withoutImages: 'Continuar sin imágenes',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Fills the form as a merchant would: a name, no cover image, and one plan typed the Spanish way. */
async function fillWithoutCover(texts: Texts) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={memoryLocation({ path: '/dashboard/services/create' }).hook}>
          <ServiceCreatePage canCharge />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
  fireEvent.change(screen.getByLabelText(texts.name), { target: { value: 'Pilates' } });
  fireEvent.click(screen.getByRole('button', { name: texts.addPlan }));
  const dialog = within(await screen.findByRole('dialog', { name: texts.newPlan }));
  fireEvent.change(dialog.getByLabelText(texts.planName), { target: { value: 'Bono anual' } });
  fireEvent.change(dialog.getByLabelText(texts.description), { target: { value: 'Un año de clases' } });
  const amount = dialog.getByLabelText(texts.amount) as HTMLInputElement;
  fireEvent.change(amount, { target: { value: '1249,9' } });
  fireEvent.blur(amount);
  expect(amount.value).toBe('1.249,90');
  fireEvent.change(dialog.getByLabelText(texts.type), { target: { value: 'fixed' } });
  fireEvent.click(dialog.getByRole('button', { name: texts.addPlan }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.newPlan })).toBeNull());
}

// Issue 27: publishing without a cover sent an empty file part (files.0: missing_field) and only a bare toast showed.
describe.each(['en', 'es'] as const)('publishing a new service without a cover image (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('sends no file part, the plan in cents, and publishes', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return answer(201, aService({ status: 'ACTIVE' }));
    }));
    await fillWithoutCover(texts);
    fireEvent.click(screen.getByRole('button', { name: texts.publish }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.published, tone: 'success' }]));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.has('files')).toBe(false);
    expect(JSON.parse(sent[0]!.get('plans') as string)).toMatchObject([{ name: 'Bono anual', unit_amount: 124990 }]);
  });

  it("puts the server's field errors on their fields, translated", async () => {
    vi.stubGlobal('fetch', vi.fn(async () =>
      answer(400, { code: 'API-001', message: 'La solicitud no es válida', fields: { name: 'services.missing_field', 'files.0': 'invalid_type' } }),
    ));
    await fillWithoutCover(texts);
    fireEvent.click(screen.getByRole('button', { name: texts.publish }));
    await waitFor(() => expect(screen.getByLabelText(texts.name).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(texts.required)).toBeTruthy();
    const cover = screen.getByLabelText(texts.cover);
    expect(document.getElementById(cover.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(texts.invalid);
    expect($toasts.get()).toMatchObject([{ title: 'API-001', tone: 'danger' }]);
  });
});

// services-and-configuration 8, "Services and plans": "SER-001 on service create or edit: a dialog says the images
// failed, with try again or continue without images (which saves without images)."
describe.each(['en', 'es'] as const)('a cover image the server cannot save (SER-001) (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('opens the images dialog: try again sends the image again, continue without images saves without it', async () => {
    const sent: FormData[] = [];
    const answers = [answer(502, { code: 'SER-001', message: 'Images failed' }), answer(502, { code: 'SER-001', message: 'Images failed' })];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return answers.shift() ?? answer(201, aService({ status: 'ACTIVE' }));
    }));
    await fillWithoutCover(texts);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'portada.png', { type: 'image/png' });
    const cover = screen.getByLabelText(texts.cover);
    Object.defineProperty(cover, 'files', { value: [png], configurable: true });
    fireEvent.change(cover);
    await screen.findByRole('img', { name: texts.preview });

    fireEvent.click(screen.getByRole('button', { name: texts.publish }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.imagesFailed }));
    expect($toasts.get()).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(sent).toHaveLength(2));
    fireEvent.click(within(await screen.findByRole('dialog', { name: texts.imagesFailed })).getByRole('button', { name: texts.withoutImages }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.published, tone: 'success' }]));
    expect(sent.map((body) => body.has('files'))).toEqual([true, true, false]);
    expect(sent.map((body) => body.get('name'))).toEqual(['Pilates', 'Pilates', 'Pilates']);
  });
});
