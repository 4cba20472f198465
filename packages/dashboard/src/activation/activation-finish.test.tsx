// @vitest-environment happy-dom
import type { Organization } from '@cobro/contracts';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { organizationFixture } from './activation.fixtures';
import { ActivationWizard } from './activation-wizard';
import { screenSuite } from '../common/screen.fixtures';

const COMPLETE = { step_one: 'complete', step_two: 'complete', step_three: 'complete', step_four: 'complete', step_five: 'complete' } as const;
const beforeLast: Organization = organizationFixture({ onboarding_steps: { ...COMPLETE, step_five: 'pending' } });
const activated: Organization = { ...beforeLast, onboarding_steps: COMPLETE, payments_activated: true };

const TEXTS = {
  en: { steps: 'Activation steps', nif: 'Tax ID (NIF, NIE or CIF)', iban: 'IBAN', confirm: 'Confirm the IBAN', go: 'Continue', bank: /Bank account\s*complete/, current: 'current step' },
  es: { steps: 'Pasos de la activación', nif: 'NIF, NIE o CIF', iban: 'IBAN', confirm: 'Confirma el IBAN', go: 'Continuar', bank: /Cuenta bancaria\s*completado/, current: 'paso actual' },
} as const;

// Issue 27, item 9: behind the "being activated" dialog, step 5 still read "current step"; once saved it is complete.
describe.each(['en', 'es'] as const)('the wizard after its last step (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('saving step 5 shows every step complete, none current', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(activated), { headers: { 'content-type': 'application/json' } })));
    const onFinished = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={memoryLocation({ path: '/activate/bank-info' }).hook}>
            <ActivationWizard organization={beforeLast} index={4} onFinished={onFinished} />
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const steps = screen.getByRole('navigation', { name: texts.steps });
    expect(within(steps).getAllByRole('listitem')[4].textContent).toContain(texts.current);
    fireEvent.change(screen.getByLabelText(texts.nif), { target: { value: '12345678Z' } });
    fireEvent.change(screen.getByLabelText(texts.iban, { exact: true }), { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    fireEvent.change(screen.getByLabelText(texts.confirm), { target: { value: 'ES9121000418450200051332' } });
    fireEvent.click(screen.getByRole('button', { name: texts.go }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    await waitFor(() => expect(within(steps).getAllByRole('listitem')[4].textContent).toMatch(texts.bank));
    expect(steps.textContent).not.toContain(texts.current);
    expect(steps.querySelector('[aria-current]')).toBeNull();
  });
});
