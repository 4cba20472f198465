// @vitest-environment happy-dom
import { TASK_IDS, type Organization, type TaskStatus, type TaskType } from '@cobro/contracts';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TasksCard } from './tasks-card';
import { screenSuite } from '../common/screen.fixtures';

const tasks = (status: (type: TaskType) => TaskStatus) =>
  (Object.keys(TASK_IDS) as TaskType[]).map((type) => ({
    task_id: TASK_IDS[type],
    status: status(type),
    task: { title: type, type, link: type === 'uelz_plan' ? null : '/dashboard', description: '' },
  }));

const organization = { company_name: 'Mimbre', verification_status: { payouts_enabled: true } } as unknown as Organization;

function renderCard(answer: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })));
  const location = memoryLocation({ path: '/dashboard' });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <TasksCard organization={organization} />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const TEXTS: Record<'es' | 'en', { todo: RegExp; done: RegExp }> = {
  en: { todo: /^Complete these steps to start getting paid/, done: /^Every step is done: you can get paid/ },
  es: { todo: /^Completa estos pasos para empezar a cobrar/, done: /^Has completado todos los pasos: ya puedes cobrar/ },
};

describe.each(['en', 'es'] as const)('the onboarding tasks card (%s)', (locale) => {
  screenSuite(locale);

  it('asks to complete the steps while one is left', async () => {
    renderCard(tasks((type) => (type === 'uelz_plan' ? 'ENABLED' : 'COMPLETED')));
    await screen.findAllByRole('listitem');
    expect(screen.getByText(TEXTS[locale].todo)).toBeTruthy();
  });

  it('says every step is done once all of them are completed', async () => {
    renderCard(tasks(() => 'COMPLETED'));
    await screen.findAllByRole('listitem');
    expect(screen.getByText(TEXTS[locale].done)).toBeTruthy();
    expect(screen.queryByText(TEXTS[locale].todo)).toBeNull();
  });
});
