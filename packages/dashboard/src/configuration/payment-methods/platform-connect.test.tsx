// @vitest-environment happy-dom
import type { Organization, PaymentMethod } from '@cobro/contracts';
import { platformPaymentMethodsQuery } from '@cobro/data';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVERY_OPTION } from '../../common/every-value.fixtures';
import { failure, json, screenSuite, showScreen } from '../../common/screen.fixtures';
import { PaymentMethodsPage } from './payment-methods-page';

const PATH = '/dashboard/configuration/payment-methods';
const CARD: PaymentMethod = { id: 'pm_1', type: 'card', brand: 'visa', last4: '4242', image: 'visa', description: null };

/** The screen's reads: the options, no provider connected, no plan of the product (and the saved cards, if given). */
const server = (savedCards?: Promise<Response>) =>
  vi.fn(async (url: string) => {
    const path = new URL(url).pathname;
    if (path === '/organizations/payment-options') return json(EVERY_OPTION);
    if (path === '/organizations/payment-method' && savedCards) return savedCards;
    if (path === '/payment-providers' || path === '/uelz-plans/current') return json(null);
    return failure('API-004', 404);
  });

/** The page for an organization; a platform's saved cards are already known (as once their call has answered). */
function showPage(organization: Partial<Organization>, savedCards: PaymentMethod[]) {
  vi.stubGlobal('fetch', server());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(platformPaymentMethodsQuery().queryKey, savedCards);
  const verified = { verification_status: { verification_status: 'verified', payouts_enabled: true } };
  return showScreen(<PaymentMethodsPage organization={{ id: 'org_1', ...verified, ...organization } as Organization} />, { path: PATH, client });
}

/** The page for a platform account whose saved-cards request answers only when the test says so. */
function showPageAwaitingCards() {
  let answer!: (cards: PaymentMethod[] | Response) => void;
  const savedCards = new Promise<Response>((resolve) => (answer = (cards) => resolve(Array.isArray(cards) ? json(cards) : cards)));
  const fetch = server(savedCards);
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const verified = { verification_status: { verification_status: 'verified', payouts_enabled: true } };
  const organization = { id: 'org_1', platform_id: 'plat_1', ...verified } as Organization;
  const view = showScreen(<PaymentMethodsPage organization={organization} />, { path: PATH, client });
  const asked = () => fetch.mock.calls.some(([url]) => new URL(url).pathname === '/organizations/payment-method');
  return { ...view, answer, asked };
}

const TEXTS = { en: { connect: 'Connect Inespay' }, es: { connect: 'Conectar Inespay' } } as const;

// services-and-configuration 4, "Payment methods": "Accounts tied to a platform (platform_id) that connect a provider
// without a saved card see the plans modal." (2: "a plans modal for organizations tied to a platform".)
describe.each(['en', 'es'] as const)('connecting a provider (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('a platform account without a saved card gets the plans modal, not the connect form', async () => {
    const { location } = showPage({ platform_id: 'plat_1' }, []);
    fireEvent.click(await screen.findByRole('button', { name: texts.connect }));
    expect(location.history!.at(-1)).toBe(`${PATH}?dialog=plans`);
    expect(screen.queryByRole('dialog', { name: texts.connect })).toBeNull();
  });

  // Reviewers' defect: a click before the saved-cards answer opened the connect form for every platform account.
  it('a platform account that clicks before its saved cards are known waits for them: no card, the plans modal', async () => {
    const { location, answer, asked } = showPageAwaitingCards();
    fireEvent.click(await screen.findByRole('button', { name: texts.connect }));
    await waitFor(() => expect(asked()).toBe(true));
    expect(screen.queryByRole('dialog', { name: texts.connect })).toBeNull();
    answer([]);
    await waitFor(() => expect(location.history!.at(-1)).toBe(`${PATH}?dialog=plans`));
    expect(screen.queryByRole('dialog', { name: texts.connect })).toBeNull();
  });

  it('a platform account that clicks before its saved cards are known waits for them: a card, the connect form', async () => {
    const { location, answer } = showPageAwaitingCards();
    fireEvent.click(await screen.findByRole('button', { name: texts.connect }));
    answer([CARD]);
    expect(await screen.findByRole('dialog', { name: texts.connect })).toBeTruthy();
    expect(location.history!.at(-1)).not.toContain('dialog=plans');
  });

  it('a saved-cards read that fails opens neither dialog and lets Connect be clicked again', async () => {
    const { location, answer } = showPageAwaitingCards();
    const connect = await screen.findByRole('button', { name: texts.connect });
    fireEvent.click(connect);
    await waitFor(() => expect(connect.getAttribute('aria-busy')).toBe('true'));
    answer(failure('API-500'));
    await waitFor(() => expect(connect.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history!.at(-1)).toBe(PATH);
  });

  it.each([
    ['a platform account with a saved card', { platform_id: 'plat_1' }, [CARD]],
    ['an account of no platform', { platform_id: null }, []],
  ] as const)('%s gets the connect form', async (_who, organization, cards) => {
    const { location } = showPage(organization, [...cards]);
    fireEvent.click(await screen.findByRole('button', { name: texts.connect }));
    expect(await screen.findByRole('dialog', { name: texts.connect })).toBeTruthy();
    expect(location.history!.at(-1)).not.toContain('dialog=plans');
  });
});
