// @vitest-environment happy-dom
import type { Plan } from '@cobro/contracts';
import { configureApi } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { aPlan, aService } from './catalog.fixtures';
import { ServicesListPage } from './services-list-page';

const LINK = 'https://cobro.test/checkout/p1';
const OTHER_LINK = 'https://cobro.test/checkout/p2';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (data: unknown[]) => json({ data, total: data.length, total_capped: false, page: 1, page_size: 15 });

const yoga = { id: 's1', name: 'Yoga' };
const monthly = aPlan({ service: yoga, payment_link: { url: LINK, active: true } });
const yearly = aPlan({ id: 'p2', name: 'Anual', service: yoga, payment_link: { url: OTHER_LINK, active: true } });

/** The server: the lists, and each plan's detail (the call the spec names for its link) as `detail` answers it. */
function server(detail: (plan: Plan) => Response = (plan) => json(plan)) {
  return vi.fn(async (input: string) => {
    const url = new URL(input);
    const plan = url.pathname.match(/^\/services\/s1\/plans\/(p\d)$/)?.[1];
    if (plan) return detail(plan === 'p1' ? monthly : yearly);
    if (url.pathname === '/plans') return page([monthly, yearly]);
    if (url.pathname === '/services') return page([aService({ plans: [monthly, yearly] })]);
    return json({ code: 'API-004', message: 'not found' }, 404);
  });
}

function renderList(path: string) {
  const location = memoryLocation({ path });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ServicesListPage canCharge />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const TEXTS: Record<'es' | 'en', Record<string, string>> = {
  en: {
    actions: 'Actions for',
    copy: 'Copy payment link',
    link: 'Payment link',
    copied: 'The link is on your clipboard.',
    byHand: 'It could not be copied automatically: use Copy link or select it.',
    plan: 'Plan',
    submit: 'Copy link',
    toast: 'Payment link copied',
    failed: 'The payment link could not be copied',
    later: 'Try again in a moment.',
  },
  es: {
    actions: 'Acciones de',
    copy: 'Copiar enlace de pago',
    link: 'Enlace de pago',
    copied: 'El enlace está en tu portapapeles.',
    byHand: 'No se ha podido copiar automáticamente: usa Copiar enlace o selecciónalo.',
    plan: 'Plan',
    submit: 'Copiar enlace',
    toast: 'Enlace de pago copiado',
    failed: 'No se ha podido copiar el enlace de pago',
    later: 'Vuelve a intentarlo en un momento.',
  },
};

/** Opens a row's menu (the plans tab names a row by its plan, the services tab by its service) and picks the copy. */
async function copyFromRow(locale: 'es' | 'en', row: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${TEXTS[locale].actions} ${row}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: TEXTS[locale].copy }));
}

// Issue 27 item 8: the copy from a plan's row asked to choose the plan again, and the link was never shown.
describe.each(['en', 'es'] as const)('copying a payment link (%s)', (locale) => {
  const texts = TEXTS[locale];
  let writeText: MockInstance<Clipboard['writeText']>;
  beforeAll(async () => {
    await loadCatalog('dashboard', locale);
    configureApi({ apiUrl: 'http://api.test' });
  });
  beforeEach(() => {
    writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    $toasts.set([]);
  });

  it("from a plan's row copies that plan's link at once and shows it, without asking for the plan", async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
    renderList('/dashboard/services?watching=plans');
    await copyFromRow(locale, 'Mensual');

    const dialog = within(await screen.findByRole('dialog', { name: texts.link }));
    const field = (await dialog.findByRole('textbox', { name: texts.link })) as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(dialog.queryByRole('combobox')).toBeNull();
    expect(dialog.getByRole('button', { name: texts.submit })).toBeTruthy();
    expect(dialog.getByText(texts.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect($toasts.get()).toMatchObject([{ title: texts.toast, tone: 'success' }]);
    // The link is read fresh from the plan's detail, not taken from a list row that may be minutes old.
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toContain('/services/s1/plans/p1');
  });

  it('from a service with several plans asks for the plan, then shows the chosen link', async () => {
    vi.stubGlobal('fetch', server());
    renderList('/dashboard/services');
    await copyFromRow(locale, 'Yoga');

    const chooser = within(await screen.findByRole('dialog', { name: texts.copy }));
    fireEvent.change(chooser.getByLabelText(texts.plan), { target: { value: 'p2' } });
    fireEvent.click(chooser.getByRole('button', { name: texts.submit }));

    const dialog = within(await screen.findByRole('dialog', { name: texts.link }));
    expect(((await dialog.findByRole('textbox', { name: texts.link })) as HTMLInputElement).value).toBe(OTHER_LINK);
    expect(writeText).toHaveBeenCalledWith(OTHER_LINK);
  });

  it('a clipboard that refuses still shows the link, saying to copy it by hand', async () => {
    writeText.mockRejectedValue(new Error('not allowed'));
    vi.stubGlobal('fetch', server());
    renderList('/dashboard/services?watching=plans');
    await copyFromRow(locale, 'Mensual');

    const dialog = within(await screen.findByRole('dialog', { name: texts.link }));
    expect(((await dialog.findByRole('textbox', { name: texts.link })) as HTMLInputElement).value).toBe(LINK);
    expect(dialog.getByText(texts.byHand)).toBeTruthy();
    expect(dialog.queryByText(texts.copied)).toBeNull();
    expect($toasts.get()).toEqual([]);
  });

  // services-and-configuration 8: "Plan link failure: toast with the plans toastTitle and toastDescription."
  it('a link that cannot be read is the failure toast, and no dialog stays open', async () => {
    vi.stubGlobal('fetch', server(() => json({ code: 'API-500', message: 'boom' }, 500)));
    renderList('/dashboard/services?watching=plans');
    await copyFromRow(locale, 'Mensual');

    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.failed, description: texts.later, tone: 'danger' }]));
    expect(screen.queryByRole('dialog', { name: texts.link })).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });
});
