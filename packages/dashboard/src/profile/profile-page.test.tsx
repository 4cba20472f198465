// @vitest-environment happy-dom
import type { VerifyResponse } from '@cobro/contracts';
import { verifyQuery } from '@cobro/data';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ProfilePage } from './profile-page';
import { screenSuite } from '../common/screen.fixtures';

const TEXTS = {
  en: {
    title: 'Profile',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    confirmed: 'Confirmed',
    unconfirmed: 'Not confirmed',
    resend: 'Send a new link',
    sent: 'We have sent a new link to ana@example.es.',
    noPhone: 'Not given',
    current: 'Current password',
    next: 'New password',
    copy: 'Repeat the password',
    change: 'Change the password',
    changed: 'Your password has changed. You are still signed in here; your other sessions have been closed.',
    wrong: 'The current password is not correct',
    rules: 'Use at least 8 characters, with a digit, a lower-case and an upper-case letter',
    mismatch: 'The passwords do not match',
    google: 'You sign in with Google, so your account has no password to change.',
  },
  es: {
    title: 'Perfil',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    confirmed: 'Confirmado',
    unconfirmed: 'Sin confirmar',
    resend: 'Enviar un enlace nuevo',
    sent: 'Te hemos enviado un enlace nuevo a ana@example.es.',
    noPhone: 'Sin indicar',
    current: 'Contraseña actual',
    next: 'Contraseña nueva',
    copy: 'Repite la contraseña',
    change: 'Cambiar la contraseña',
    changed: 'Tu contraseña ha cambiado. Sigues con la sesión iniciada aquí; se han cerrado tus otras sesiones.',
    wrong: 'La contraseña actual no es correcta',
    rules: 'Usa al menos 8 caracteres, con un número, una minúscula y una mayúscula',
    mismatch: 'Las contraseñas no coinciden',
    google: 'Entras con Google, así que tu cuenta no tiene contraseña que cambiar.',
  },
} as const;

type User = VerifyResponse['user'];
const ANA: User = {
  id: 'u1',
  name: 'Ana',
  last_name: 'Gil Soto',
  email: 'ana@example.es',
  owner: { id: 'u1', name: 'Ana', email: 'ana@example.es' },
  prefix: '+34',
  phone: '612345678',
  language: 'es',
  email_verified: true,
  has_password: true,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(user: Partial<User> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(verifyQuery().queryKey, { user: { ...ANA, ...user } } as VerifyResponse);
  const location = memoryLocation({ path: '/dashboard/profile' });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ProfilePage />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The value shown for a term of the details list. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

// Issue 27 item 10: the profile (name, phone, e-mail) and the password change while signed in (decision 1130).
describe.each(['en', 'es'] as const)('the profile page (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('shows the name, the e-mail (confirmed) and the phone', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.title);
    expect(detail(texts.name).textContent).toBe('Ana Gil Soto');
    expect(detail(texts.email).textContent).toContain('ana@example.es');
    expect(detail(texts.email).textContent).toContain(texts.confirmed);
    expect(detail(texts.phone).textContent).toBe('+34 612345678');
    expect(screen.queryByRole('button', { name: texts.resend })).toBeNull();
  });

  it('an address not confirmed yet offers a new link, and says where it went', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderPage({ email_verified: false, phone: null, prefix: null });
    expect(detail(texts.email).textContent).toContain(texts.unconfirmed);
    expect(detail(texts.phone).textContent).toBe(texts.noPhone);
    fireEvent.click(screen.getByRole('button', { name: texts.resend }));
    expect((await screen.findByText(texts.sent)).getAttribute('role')).toBe('status');
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/resend-confirmation');
  });

  it('changes the password with the current one, then says the other sessions were closed', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return new Response(null, { status: 204 });
    }));
    renderPage();
    const form = screen.getByRole('form', { name: texts.change });
    fireEvent.input(within(form).getByLabelText(texts.current), { target: { value: 'Old-pass-1' } });
    fireEvent.input(within(form).getByLabelText(texts.next), { target: { value: 'New-pass-22' } });
    fireEvent.input(within(form).getByLabelText(texts.copy), { target: { value: 'New-pass-22' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.change }));
    expect((await screen.findByText(texts.changed)).getAttribute('role')).toBe('status');
    expect(bodies).toEqual([{ current_password: 'Old-pass-1', password: 'New-pass-22', passwordcopy: 'New-pass-22' }]);
    expect((within(form).getByLabelText(texts.current) as HTMLInputElement).value).toBe('');
  });

  it('checks the rules before sending: a weak password and a copy that differs', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const form = screen.getByRole('form', { name: texts.change });
    fireEvent.input(within(form).getByLabelText(texts.current), { target: { value: 'Old-pass-1' } });
    fireEvent.input(within(form).getByLabelText(texts.next), { target: { value: 'weakpass' } });
    fireEvent.input(within(form).getByLabelText(texts.copy), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.change }));
    await waitFor(() => expect(within(form).getByLabelText(texts.next).getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain(texts.rules);
    expect(form.textContent).toContain(texts.mismatch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a wrong current password (the server's LOG-003 on current_password) shows under that field, which takes the focus", async () => {
    vi.stubGlobal('fetch', vi.fn(async () =>
      json({ code: 'LOG-003', message: 'Incorrect e-mail or password', fields: { current_password: 'wrong_password' } }, 400)));
    renderPage();
    const form = screen.getByRole('form', { name: texts.change });
    const current = within(form).getByLabelText(texts.current);
    fireEvent.input(current, { target: { value: 'Not-mine-1' } });
    fireEvent.input(within(form).getByLabelText(texts.next), { target: { value: 'New-pass-22' } });
    fireEvent.input(within(form).getByLabelText(texts.copy), { target: { value: 'New-pass-22' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.change }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain(texts.wrong);
    expect(document.activeElement).toBe(current);
    expect($toasts.get()).toEqual([]);
  });

  it('too many wrong attempts (API-007) is a toast with the code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ code: 'API-007', message: 'Too many attempts' }, 429)));
    renderPage();
    const form = screen.getByRole('form', { name: texts.change });
    fireEvent.input(within(form).getByLabelText(texts.current), { target: { value: 'Old-pass-1' } });
    fireEvent.input(within(form).getByLabelText(texts.next), { target: { value: 'New-pass-22' } });
    fireEvent.input(within(form).getByLabelText(texts.copy), { target: { value: 'New-pass-22' } });
    fireEvent.click(within(form).getByRole('button', { name: texts.change }));
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual(['API-007']));
  });

  it('an account that signs in with Google only has no password form', () => {
    renderPage({ has_password: false });
    expect(screen.queryByRole('form', { name: texts.change })).toBeNull();
    expect(screen.getByText(texts.google)).toBeTruthy();
  });
});
