// @vitest-environment happy-dom
import type { Organization, PaymentOption, PaymentProviderRecord } from '@cobro/contracts';
import { $toasts } from '@cobro/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, screenSuite, showScreen } from '../../common/screen.fixtures';
import { PaymentMethodsPage } from './payment-methods-page';

/** The options as the server lists them with Bizum (decision 1136): through Redsys, one-time, refundable. */
const option = (name: PaymentOption['name'], provider: PaymentOption['provider'], include: boolean, recurring: boolean): PaymentOption => ({
  name,
  provider,
  requested: false,
  logo: name.replace('_payments', ''),
  description: `payment_options.${name.replace('_payments', '')}`,
  include,
  immediate: true,
  recurring_payments: recurring,
  acceptance_refunds: true,
  acceptance_disputes: false,
});
const OPTIONS = [
  option('card_payments', 'stripe', true, true),
  option('redsys_payments', 'redsys', false, true),
  option('bizum_payments', 'redsys', false, false),
];

/** Redsys with test credentials, or connected without any (the sandbox simulates it, as in the seeded demo). */
const redsys = (environment: 'test' | null): PaymentProviderRecord => ({
  provider: 'redsys',
  status: 'active',
  secret_api_key: environment ? '••••8881' : null,
  public_api_key: null,
  api_token: null,
  environment,
});

/** The API of a merchant on a paid plan: Redsys as given, Inespay not connected; the PUT of a selection saves it. */
function showPage(record: PaymentProviderRecord | null) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url);
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { selected_options: string[] };
        puts.push(body);
        return json(OPTIONS.map((o) => ({ ...o, include: body.selected_options.includes(o.name) })));
      }
      if (pathname === '/organizations/payment-options') return json(OPTIONS);
      if (pathname === '/payment-providers') return json(searchParams.get('provider') === 'redsys' ? record : null);
      if (pathname === '/uelz-plans/current') return json({ id: 's', status: 'active', plan_id: 'p', plan: { name: 'GROWTH' } });
      return json(null);
    }),
  );
  const verified = { verification_status: { verification_status: 'verified', payouts_enabled: true } };
  showScreen(<PaymentMethodsPage organization={{ id: 'org_1', platform_id: null, ...verified } as Organization} />, {
    path: '/dashboard/configuration/payment-methods',
  });
  return puts;
}

const TEXTS = {
  en: {
    name: 'Bizum (Redsys)',
    description: "Your customer pays with their mobile number from their bank's app, through your Redsys terminal.",
    oneTime: 'One-time payments only, not subscriptions',
    locked: 'Not available: connect Redsys first.',
    on: 'Method turned on: Bizum (Redsys)',
  },
  es: {
    name: 'Bizum (Redsys)',
    description: 'Tu cliente paga con su número de móvil desde la app de su banco, a través de tu terminal Redsys.',
    oneTime: 'Solo pagos únicos, no en suscripciones',
    locked: 'No disponible: conecta primero Redsys.',
    on: 'Método activado: Bizum (Redsys)',
  },
} as const;

/** A method's card, found by its checkbox. */
const cardOf = async (name: string) => {
  const checkbox = (await screen.findByRole('checkbox', { name })) as HTMLInputElement;
  return { checkbox, card: checkbox.closest('li')! };
};

// Issue 28 part 2 (decision 1136): the merchant offers Bizum through their Redsys, for one-time payments only.
describe.each(['en', 'es'] as const)('Bizum on the payment methods screen (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('is listed under Redsys with its mark, description and one-time note, locked until Redsys is connected', async () => {
    showPage(null);
    const { checkbox, card } = await cardOf(texts.name);
    expect(within(screen.getByRole('region', { name: 'Redsys' })).getByRole('checkbox', { name: texts.name })).toBe(checkbox);
    const mark = within(card).getByRole('img', { name: texts.name });
    expect(mark.textContent).toBe('Bizum');
    expect(mark.querySelector('rect')?.getAttribute('fill')).toBe('#05c3dd');
    expect(within(card).getByText(texts.description)).toBeTruthy();
    expect(within(card).getByText(texts.oneTime)).toBeTruthy();
    // Once the plan is known (a paid one), what is left to unlock it is Redsys.
    await waitFor(() => expect(card.textContent).toContain(texts.locked));
    expect(checkbox.disabled).toBe(true);
  });

  it.each([
    ['with test credentials', 'test'],
    ['simulated by the sandbox', null],
  ] as const)('with Redsys connected (%s) it can be turned on, and says so once saved', async (_case, environment) => {
    const puts = showPage(redsys(environment));
    const { checkbox, card } = await cardOf(texts.name);
    await waitFor(() => expect(checkbox.disabled).toBe(false));
    expect(card.textContent).not.toContain(texts.locked);
    fireEvent.click(checkbox);
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.on, tone: 'success' }]));
    expect(puts).toEqual([{ selected_options: ['card_payments', 'bizum_payments'] }]);
  });
});
