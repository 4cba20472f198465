// @vitest-environment happy-dom
import type { ProductCheckoutResponse, ProductPlan } from '@cobro/contracts';
import { $toasts } from '@cobro/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, json, screenSuite, showScreen } from '../common/screen.fixtures';
import PlansContent from './plans-content';
import { PlanSuccessPage } from './plan-success-page';
import { ProductPlans } from './product-plans';

const PLANS: ProductPlan[] = [
  { id: 'm1', name: 'START Mensual', price: 2900, type: 'MONTH' },
  { id: 'y1', name: 'START Anual', price: 29000, type: 'YEAR' },
];
const CHECKOUT: ProductCheckoutResponse = {
  client_secret: 'pi_1_secret_2',
  stripe_key: 'pk_test_1',
  currency: 'eur',
  current_amount: 2900,
  total_tax_amount: 609,
};

/** The plans' reads (no plan yet, limits not exceeded); `checkout` answers POST /uelz-plans/checkout/{id}. */
function server({ plans = json(PLANS), checkout = json(CHECKOUT) }: { plans?: Response; checkout?: Response } = {}) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (init?.method === 'POST') return checkout;
    if (path === '/uelz-plans') return plans;
    if (path === '/uelz-plans/current') return json(null);
    if (path === '/uelz-plans/state') return json({ plan_exceeded: false, plan_name: null, plan_end_date: null });
    return failure('API-004', 404);
  });
}

const TEXTS = {
  en: {
    enterprise: 'Enterprise', byContact: /Enterprise is by contact only/, contact: 'Contact us', choose: 'Choose START Mensual',
    failed: 'The plans could not be loaded', failedText: 'Something went wrong on our side. Try again in a moment.',
    invoice: 'Download invoice', noInvoice: 'The invoice could not be downloaded', tryAgain: 'It may not be ready yet. Try again in a moment.',
  },
  es: {
    enterprise: 'Enterprise', byContact: /Enterprise solo bajo contacto/, contact: 'Contacta con nosotros', choose: 'Elegir START Mensual',
    failed: 'No se han podido cargar los planes', failedText: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.',
    invoice: 'Descargar factura', noInvoice: 'No se ha podido descargar la factura', tryAgain: 'Puede que aún no esté lista. Inténtalo de nuevo en un momento.',
  },
} as const;

describe.each(['en', 'es'] as const)('the plans modal (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  // dashboard-core 2, "Plans modal": "Monthly/annual switch, plan cards, an enterprise contact box." ... "Enterprise is
  // by contact only."
  it('ends with the enterprise box: by contact only, a mail link and no way to choose it', async () => {
    vi.stubGlobal('fetch', server());
    showScreen(<ProductPlans />, { path: '/dashboard/panel?dialog=plans' });
    const box = await screen.findByRole('region', { name: texts.enterprise });
    expect(within(box).getByRole('heading', { name: texts.enterprise })).toBeTruthy();
    expect(box.textContent).toMatch(texts.byContact);
    expect(within(box).getByRole('link', { name: texts.contact }).getAttribute('href')).toBe('mailto:soporte@cobro.es');
    expect(within(box).queryByRole('button')).toBeNull();
  });

  // dashboard-core 2, "Plans modal": "Choosing a plan creates a checkout and then navigates to the plan payment page."
  // dashboard-core 2, "Other routes": the payment pages "receive as state: client_secret, the card provider public
  // key, currency, current_amount, total_tax_amount".
  it('choosing a plan creates its checkout, then navigates to its payment page with the answer as state', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    const { location } = showScreen(<ProductPlans />, { path: '/dashboard/panel?dialog=plans' });
    fireEvent.click(await screen.findByRole('button', { name: texts.choose }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/uelz-plans/checkout/m1/complete-payment'));
    expect(location.state).toEqual(CHECKOUT);
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => new URL(url).pathname)).toEqual(['/uelz-plans/checkout/m1']);
  });

  it('a checkout that fails stays in the modal with the error toast', async () => {
    vi.stubGlobal('fetch', server({ checkout: failure('API-500') }));
    const { location } = showScreen(<ProductPlans />, { path: '/dashboard/panel?dialog=plans' });
    fireEvent.click(await screen.findByRole('button', { name: texts.choose }));
    await waitFor(() => expect($toasts.get().at(-1)).toMatchObject({ title: 'API-500', tone: 'danger' }));
    expect(location.history).toEqual(['/dashboard/panel?dialog=plans']);
  });

  // dashboard-core 8: "Plans modal load failures show a generic error panel (title and text from the errors
  // namespace)."
  it('plans that cannot be loaded show the generic error panel, not a half-empty modal', async () => {
    vi.stubGlobal('fetch', server({ plans: failure('API-500') }));
    showScreen(<ProductPlans />, { path: '/dashboard/panel?dialog=plans' });
    expect(await screen.findByText(texts.failed)).toBeTruthy();
    expect(screen.getByText(texts.failedText)).toBeTruthy();
    expect(screen.queryByRole('region', { name: texts.enterprise })).toBeNull();
  });

  it('so does an organization that cannot be read (which modal to show is not known)', async () => {
    const fetch = vi.fn(async (_url: string) => failure('API-500'));
    vi.stubGlobal('fetch', fetch);
    showScreen(<PlansContent />, { path: '/dashboard/panel?dialog=plans' });
    expect(await screen.findByText(texts.failed)).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/organizations']);
  });
});

// public-flows 8: "Invoice: an empty result shows an invoice-error toast with try again." public-flows 4: "Plan
// purchase: confirm payment, then a success screen with an invoice download button."
describe.each(['en', 'es'] as const)("the plan's success page (%s)", (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an empty invoice', () => json({ url: null })],
    ['a failed invoice call', () => failure('API-500')],
  ])('%s is the invoice-error toast saying to try again, and opens nothing', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    showScreen(<PlanSuccessPage />, { path: '/uelz-plans/checkout/m1/success' });
    fireEvent.click(screen.getByRole('button', { name: texts.invoice }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.noInvoice, description: texts.tryAgain, tone: 'danger' }]));
    expect(open).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: texts.invoice }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an invoice opens in a new tab', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ url: 'https://invoices.test/in_1.pdf' })));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    showScreen(<PlanSuccessPage />, { path: '/uelz-plans/checkout/m1/success' });
    fireEvent.click(screen.getByRole('button', { name: texts.invoice }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://invoices.test/in_1.pdf', '_blank', 'noopener'));
    expect($toasts.get()).toEqual([]);
  });
});
