// @vitest-environment happy-dom
import type { VerifyResponse } from '@cobro/contracts';
import { configureApi, verifyQuery } from '@cobro/data';
import { loadCatalog, type Locale } from '@cobro/i18n';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { UserMenu } from './user-menu';

const TEXTS = {
  en: { menu: 'Account menu', profile: 'Profile', signOut: 'Sign out', languages: 'Language' },
  es: { menu: 'Menú de la cuenta', profile: 'Perfil', signOut: 'Cerrar sesión', languages: 'Idioma' },
} as const;

type Tested = keyof typeof TEXTS;
const other = (locale: Tested): Tested => (locale === 'es' ? 'en' : 'es');

function session(language: Locale) {
  return {
    user: { id: 'u1', name: 'Ana', last_name: 'Gil', email: 'ana@example.es', owner: { id: 'u1', name: 'Ana', email: 'ana@example.es' }, language },
  } as unknown as VerifyResponse;
}

function renderMenu(language: Locale) {
  const client = new QueryClient();
  client.setQueryData(verifyQuery().queryKey, session(language));
  const location = memoryLocation({ path: '/dashboard/panel', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <UserMenu />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return location;
}

const trigger = (locale: Tested) => screen.getByRole('button', { name: TEXTS[locale].menu });

// Issue 27 item 10: the account menu had only "Sign out"; it now has the profile, the language and sign-out, as a
// WAI-ARIA menu button (decision 1130).
describe.each(['en', 'es'] as const)('the account menu (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(async () => {
    // Both catalogs imported once up front, so a switch in a test waits for no module transform.
    await loadCatalog('dashboard', other(locale));
  });
  beforeEach(async () => {
    await loadCatalog('dashboard', locale);
    configureApi({ apiUrl: 'http://api.test' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    $toasts.set([]);
  });

  it('opens from the keyboard on the first item: the profile, the three languages as a group of choices, sign-out', async () => {
    renderMenu(locale);
    const button = trigger(locale);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: texts.menu });
    const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    expect(items.map((item) => [item.getAttribute('role'), item.textContent])).toEqual([
      ['menuitem', texts.profile],
      ['menuitemradio', 'Español'],
      ['menuitemradio', 'English'],
      ['menuitemradio', 'Català'],
      ['menuitem', texts.signOut],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(items[0].getAttribute('href')).toBe('/dashboard/profile');
    const group = screen.getByRole('group', { name: texts.languages });
    expect(menu.contains(group)).toBe(true);
    expect(items[1].getAttribute('lang')).toBe('es');
    expect(items[2].getAttribute('lang')).toBe('en');
    expect(items[3].getAttribute('lang')).toBe('ca');
    expect(screen.getByRole('menuitemradio', { checked: true }).textContent).toBe(locale === 'es' ? 'Español' : 'English');
    // Arrows move through every item, End goes to the last, Escape closes and gives the focus back.
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    fireEvent.keyDown(menu, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(items[4]));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('the profile item opens the profile page', async () => {
    const location = renderMenu(locale);
    fireEvent.click(trigger(locale));
    fireEvent.click(await screen.findByRole('menuitem', { name: texts.profile }));
    expect(location.history?.at(-1)).toBe('/dashboard/profile');
  });

  it('choosing the other language switches the interface at once and stores it for the user', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    let answer!: () => void;
    vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(init.body as string) });
      // Held: the switch must not wait for the server.
      return new Promise<Response>((resolve) => (answer = () => resolve(new Response(null, { status: 204 }))));
    }));
    renderMenu(locale);
    fireEvent.click(trigger(locale));
    const target = other(locale);
    fireEvent.click(await screen.findByRole('menuitemradio', { name: target === 'es' ? 'Español' : 'English' }));
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS[target].menu })).toBeTruthy());
    expect(i18n.locale).toBe(target);
    await waitFor(() => expect(calls).toEqual([{ url: 'http://api.test/auth/language', body: { language: target } }]));
    await act(async () => answer());
    expect(i18n.locale).toBe(target);
  });

  it('choosing Català loads the Catalan catalog and stores ca for the user (decision 1156)', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string));
      return new Response(null, { status: 204 });
    }));
    renderMenu(locale);
    fireEvent.click(trigger(locale));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Català' }));
    await waitFor(() => expect(i18n.locale).toBe('ca'));
    await waitFor(() => expect(calls).toEqual([{ language: 'ca' }]));
  });

  it('when the server refuses it, the language goes back and the error is shown', async () => {
    vi.stubGlobal('fetch', vi.fn(async () =>
      new Response(JSON.stringify({ code: 'API-500', message: 'boom' }), { status: 500, headers: { 'content-type': 'application/json' } })));
    renderMenu(locale);
    fireEvent.click(trigger(locale));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: other(locale) === 'es' ? 'Español' : 'English' }));
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual(['API-500']));
    await waitFor(() => expect(i18n.locale).toBe(locale));
    expect(trigger(locale)).toBeTruthy();
  });

  it('choosing the language already in use changes nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderMenu(locale);
    fireEvent.click(trigger(locale));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: locale === 'es' ? 'Español' : 'English' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(i18n.locale).toBe(locale);
  });
});
