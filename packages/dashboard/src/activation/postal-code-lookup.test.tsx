// @vitest-environment happy-dom
import { verifyQuery } from '@cobro/data';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { organizationFixture } from './activation.fixtures';
import type { StepFormProps } from './company-step-form';
import { ContactStepForm } from './contact-step-form';
import { LegalStepForm } from './legal-step-form';
import { screenSuite } from '../common/screen.fixtures';

const ADDRESS = { country: 'ES', city: 'Madrid', street: 'Calle Mayor 1', postal_code: '28013' };
const saved = organizationFixture({
  address: ADDRESS,
  phone: '612345678',
  prefix: '+34',
  website: 'https://estudiolucia.es',
  legal_manager: { role: 'executive', name: 'Lucía', last_name: 'Fernández', dob: '1985-04-12', ...ADDRESS, prefix: '+34', phone: '612345678' },
});

const TEXTS = {
  en: {
    postalCode: 'Postal code',
    save: 'Continue',
    toast: 'The data could not be updated',
    refused: 'The postal code does not belong to this country',
    field: 'Enter a valid postal code for this country',
    province: 'Province: Madrid',
  },
  es: {
    postalCode: 'Código postal',
    save: 'Continuar',
    toast: 'No se han podido actualizar los datos',
    refused: 'El código postal no corresponde a este país',
    field: 'Introduce un código postal válido para este país',
    province: 'Provincia: Madrid',
  },
} as const;

const session = {
  user: { id: 'u1', name: 'Ana', last_name: 'Gil', email: 'ana@example.es', owner: { id: 'u1', name: 'Ana Gil', email: 'ana@example.es' } },
  organization: saved,
  client_product_type: 'payments',
} as const;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the lookup answers as `lookup` says; a step save answers the organization. */
function server(lookup: 'ok' | 'refused' | 'down') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
      if (url.includes('/postal-codes/')) {
        if (lookup === 'down') throw new TypeError('Failed to fetch');
        return lookup === 'ok'
          ? json({ country: 'ES', postal_code: url.slice(-5), province: 'Madrid' })
          : json({ code: 'API-010', message: 'The postal code does not belong to this country', fields: { postal_code: 'invalid_postal_code' } }, 422);
      }
      return json(saved);
    }),
  );
  return calls;
}

function renderStep(Form: ComponentType<StepFormProps>, onSaved = vi.fn()) {
  const client = new QueryClient();
  // The session is in the cache before any step shows (the wizard and the dashboard wait for it).
  client.setQueryData(verifyQuery().queryKey, session);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Form organization={saved} onSaved={onSaved} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onSaved;
}

// Issue 27, item 21: steps 2 and 3 call the postal-code lookup the spec names (services-and-configuration 5) and show
// its failure as the api.error_update toast with the error's description (services-and-configuration 8).
describe.each(['en', 'es'] as const)('the postal-code lookup of gateway steps 2 and 3 (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it.each([
    ['step 2 (contact)', ContactStepForm, 'step-2'],
    ['step 3 (legal representative)', LegalStepForm, 'step-3'],
  ] as const)('%s: the code is looked up before the save, and then saved', async (_, Form, step) => {
    const calls = server('ok');
    const onSaved = renderStep(Form);
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual(['GET /postal-codes/ES/28013', `PUT /payment-gateway/${step}`]);
  });

  it.each([
    ['step 2 (contact)', ContactStepForm],
    ['step 3 (legal representative)', LegalStepForm],
  ] as const)('%s: a code the lookup refuses is the field error and the api.error_update toast; nothing saved', async (_, Form) => {
    const calls = server('refused');
    const onSaved = renderStep(Form);
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.toast, description: texts.refused, tone: 'danger' }]));
    expect(await screen.findByText(texts.field)).toBeTruthy();
    expect(screen.getByLabelText(texts.postalCode).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a lookup that cannot run is the same toast, described by the failure; nothing saved', async () => {
    const calls = server('down');
    renderStep(ContactStepForm);
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.toast, tone: 'danger' }]));
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("a whole code typed names its province under the field, from the lookup's answer", async () => {
    server('ok');
    renderStep(ContactStepForm);
    fireEvent.change(screen.getByLabelText(texts.postalCode), { target: { value: '28014' } });
    expect(await screen.findByText(texts.province)).toBeTruthy();
  });
});
