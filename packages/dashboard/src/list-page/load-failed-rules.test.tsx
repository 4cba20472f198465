// @vitest-environment happy-dom
import { createQueryClient } from '@cobro/data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, json, screenSuite, showScreen } from '../common/screen.fixtures';
import { CustomersListPage } from '../customers/customers-list-page';
import { PurchaseDetailPage } from '../purchases/purchase-detail-page';
import { ServiceDetailPage } from '../services/service-detail-page';

const TEXTS = {
  en: { title: 'The list could not be loaded', text: 'API-500: Something went wrong on our side', retry: 'Try again', back: 'Go back' },
  es: { title: 'No se ha podido cargar la lista', text: 'API-500: Algo ha fallado por nuestra parte', retry: 'Volver a intentarlo', back: 'Volver' },
} as const;

const SCREENS: [string, string, () => ReactNode][] = [
  ['the customers list', '/customers', () => <CustomersListPage />],
  ['a purchase', '/purchases/pu_1', () => <PurchaseDetailPage id="pu_1" />],
  ['a service', '/services/se_1', () => <ServiceDetailPage id="se_1" canCharge />],
];

describe.each(['en', 'es'] as const)('a table or detail that fails to load (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);
  afterEach(() => vi.restoreAllMocks());

  // dashboard-core 8: "Table load failure: page with title, description and a retry button that goes back."
  // dashboard-core 2, "Other pages": "a loading-error page with a go-back button".
  it.each(SCREENS)('%s: a page with the title, the code and its text, a retry that asks again and a way back', async (_name, path, screenOf) => {
    const fetch = vi.fn(async (_url: string) => failure('API-500'));
    vi.stubGlobal('fetch', fetch);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    showScreen(screenOf());
    const page = await screen.findByRole('alert');
    expect(within(page).getByText(texts.title)).toBeTruthy();
    expect(within(page).getByText(texts.text)).toBeTruthy();
    fireEvent.click(within(page).getByRole('button', { name: texts.back }));
    expect(back).toHaveBeenCalledTimes(1);
    const asked = fetch.mock.calls.filter(([url]) => new URL(url).pathname === path).length;
    fetch.mockImplementation(async () => json({ data: [], total: 0, page: 1, page_size: 15 }));
    fireEvent.click(within(page).getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => new URL(url).pathname === path).length).toBe(asked + 1));
  });

  // services-and-configuration 7: "GET /services/{id} | Detail, no retry." "GET /purchases/{id} | Detail, no retry."
  // services-and-configuration 2, "Purchase detail": "The detail fetch is not retried on failure."
  it.each(SCREENS.slice(1))('%s is asked once: a server error is not retried before the page shows', async (_name, path, screenOf) => {
    const fetch = vi.fn(async (_url: string) => failure('API-500'));
    vi.stubGlobal('fetch', fetch);
    // The page's own client, whose default retries a server error twice.
    showScreen(screenOf(), { client: createQueryClient() });
    expect(within(await screen.findByRole('alert')).getByText(texts.title)).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([path]);
  });
});
