// @vitest-environment happy-dom
import type { Organization, PaymentProviderRecord, ProviderCheck } from '@cobro/contracts';
import { $toasts } from '@cobro/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVERY_OPTION } from '../../common/every-value.fixtures';
import { failure, json, screenSuite, showScreen } from '../../common/screen.fixtures';
import { PaymentMethodsPage } from './payment-methods-page';

type Provider = 'inespay' | 'redsys';
type Records = Partial<Record<Provider, PaymentProviderRecord | null>>;

const connected = (provider: Provider, environment: 'test' | 'live'): PaymentProviderRecord => ({
  provider,
  status: 'active',
  secret_api_key: '••••••••',
  public_api_key: null,
  api_token: null,
  environment,
});
/** Connected without credentials (the seeded demo's): the sandbox simulates it. */
const simulated = (provider: Provider): PaymentProviderRecord => ({ ...connected(provider, 'test'), secret_api_key: null, environment: null });
const pending = (provider: Provider): PaymentProviderRecord => ({
  provider,
  status: 'pending',
  secret_api_key: null,
  public_api_key: null,
  api_token: null,
  environment: null,
});

/**
 * The API as the page uses it: each provider's record (forgotten once disconnected), the options, no plan; a check
 * answers `check` (or the failure given).
 */
function server(records: Records, check?: Response) {
  const current: Records = { ...records };
  return vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url);
    const method = init?.method ?? 'GET';
    const provider = pathname.split('/')[2] as Provider;
    if (pathname === '/payment-providers') return json(current[searchParams.get('provider') as Provider] ?? null);
    if (pathname.endsWith('/check') && method === 'POST' && check) return check;
    if (pathname === `/payment-providers/${provider}` && method === 'DELETE') {
      current[provider] = null;
      return new Response(null, { status: 204 });
    }
    if (pathname === '/organizations/payment-options') return json(EVERY_OPTION);
    if (pathname === '/uelz-plans/current') return json(null);
    return failure('API-004', 404);
  });
}

function showPage(records: Records, check?: Response) {
  const fetch = server(records, check);
  vi.stubGlobal('fetch', fetch);
  const verified = { verification_status: { verification_status: 'verified', payouts_enabled: true } };
  showScreen(<PaymentMethodsPage organization={{ id: 'org_1', platform_id: null, ...verified } as Organization} />, {
    path: '/dashboard/configuration/payment-methods',
  });
  const calls = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url).pathname === path).length;
  return { fetch, calls };
}

const TEXTS = {
  en: {
    sandbox: 'Sandbox',
    sandboxNote: 'Until you connect Redsys, its payments use the sandbox: simulated pages, no real money.',
    simulatedNote: 'No credentials of Inespay are saved: its payments use the sandbox, simulated pages, no real money.',
    connected: 'Connected',
    test: 'Test',
    live: 'Live',
    check: (label: string) => `Check connection to ${label}`,
    change: (label: string) => `Change credentials of ${label}`,
    disconnect: (label: string) => `Disconnect ${label}`,
    confirmTitle: 'Disconnect Redsys?',
    confirm: 'Disconnect',
    worksTest: 'Connection to Redsys works (test)',
    worksLive: 'Connection to Inespay works (live)',
    refused: 'Redsys refused the credentials',
    refusedWhy: 'PRO-005: The Redsys credentials are not valid',
    unreachable: 'Inespay could not be reached',
    unreachableWhy: 'PRO-004: Its test host did not answer: outside production, its payments use the sandbox until it does.',
    disconnected: 'Redsys disconnected',
  },
  es: {
    sandbox: 'Sandbox',
    sandboxNote: 'Hasta que conectes Redsys, sus pagos usan el sandbox: páginas simuladas, sin dinero real.',
    simulatedNote: 'No hay credenciales de Inespay guardadas: sus pagos usan el sandbox, páginas simuladas, sin dinero real.',
    connected: 'Conectado',
    test: 'Pruebas',
    live: 'Real',
    check: (label: string) => `Probar conexión con ${label}`,
    change: (label: string) => `Cambiar credenciales de ${label}`,
    disconnect: (label: string) => `Desconectar ${label}`,
    confirmTitle: '¿Desconectar Redsys?',
    confirm: 'Desconectar',
    worksTest: 'La conexión con Redsys funciona (pruebas)',
    worksLive: 'La conexión con Inespay funciona (real)',
    refused: 'Redsys ha rechazado las credenciales',
    refusedWhy: 'PRO-005: Las credenciales de Redsys no son válidas',
    unreachable: 'No se ha podido contactar con Inespay',
    unreachableWhy: 'PRO-004: Su entorno de pruebas no ha respondido: fuera de producción, sus pagos usan el sandbox hasta que responda.',
    disconnected: 'Redsys desconectado',
  },
} as const;

const section = (label: string) => within(screen.getByRole('region', { name: label }));
const answer = (check: ProviderCheck) => json(check);

// Issue 28 part 3 (decision 1151): each further provider says which host its payments use, checks its connection
// and can be disconnected.
describe.each(['en', 'es'] as const)('a provider connection (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('not connected or only requested: the sandbox, and neither check nor disconnect', async () => {
    showPage({ redsys: null, inespay: pending('inespay') });
    await screen.findByRole('button', { name: locale === 'en' ? 'Connect Redsys' : 'Conectar Redsys' });
    for (const label of ['Redsys', 'Inespay']) {
      expect(section(label).getByText(texts.sandbox)).toBeTruthy();
      expect(section(label).queryByText(texts.connected)).toBeNull();
      expect(section(label).queryByRole('button', { name: texts.check(label) })).toBeNull();
      expect(section(label).queryByRole('button', { name: texts.disconnect(label) })).toBeNull();
    }
    expect(screen.getByText(texts.sandboxNote)).toBeTruthy();
  });

  it('connected without credentials: the sandbox simulates it, so it says so, with nothing to check but a disconnect', async () => {
    showPage({ redsys: connected('redsys', 'test'), inespay: simulated('inespay') });
    await screen.findByRole('button', { name: texts.check('Redsys') });
    expect(section('Inespay').getByText(texts.connected)).toBeTruthy();
    expect(section('Inespay').getByText(texts.sandbox)).toBeTruthy();
    expect(section('Inespay').getByText(texts.simulatedNote)).toBeTruthy();
    expect(section('Inespay').queryByText(texts.test)).toBeNull();
    expect(section('Inespay').queryByRole('button', { name: texts.check('Inespay') })).toBeNull();
    expect(section('Inespay').getByRole('button', { name: texts.disconnect('Inespay') })).toBeTruthy();
  });

  it('connected: its environment beside Connected, test or live, and no sandbox', async () => {
    showPage({ redsys: connected('redsys', 'test'), inespay: connected('inespay', 'live') });
    await screen.findByRole('button', { name: texts.check('Redsys') });
    expect(section('Redsys').getByText(texts.test)).toBeTruthy();
    expect(section('Redsys').queryByText(texts.live)).toBeNull();
    expect(section('Inespay').getByText(texts.live)).toBeTruthy();
    expect(section('Inespay').queryByText(texts.test)).toBeNull();
    for (const label of ['Redsys', 'Inespay']) {
      // Each provider's buttons named apart, as both are on the page.
      for (const name of [texts.check(label), texts.disconnect(label), texts.change(label)]) expect(screen.getByRole('button', { name })).toBeTruthy();
      expect(section(label).getByText(texts.connected)).toBeTruthy();
      expect(section(label).queryByText(texts.sandbox)).toBeNull();
    }
  });

  it.each([
    ['works', 'Redsys', { ok: true, reached: true, environment: 'test', code: null }, 'worksTest', undefined, 'success'],
    ['works live', 'Inespay', { ok: true, reached: true, environment: 'live', code: null }, 'worksLive', undefined, 'success'],
    ['credentials refused', 'Redsys', { ok: false, reached: true, environment: 'test', code: 'PRO-005' }, 'refused', 'refusedWhy', 'danger'],
    ['host not reached', 'Inespay', { ok: false, reached: false, environment: 'test', code: 'PRO-004' }, 'unreachable', 'unreachableWhy', 'warning'],
    ['a key that cannot sign, whatever the host', 'Redsys', { ok: false, reached: false, environment: 'test', code: 'PRO-005' }, 'refused', 'refusedWhy', 'danger'],
  ] as const)('check connection: %s', async (_case, label, check, title, description, tone) => {
    const { calls } = showPage({ redsys: connected('redsys', 'test'), inespay: connected('inespay', 'live') }, answer(check));
    fireEvent.click(await screen.findByRole('button', { name: texts.check(label) }));
    await waitFor(() => expect($toasts.get()).toHaveLength(1));
    expect($toasts.get()[0]).toMatchObject({ title: texts[title], tone });
    expect($toasts.get()[0]?.description).toBe(description && texts[description]);
    expect(calls('POST', `/payment-providers/${label.toLowerCase()}/check`)).toBe(1);
  });

  it('a check the API fails is its error toast', async () => {
    showPage({ redsys: connected('redsys', 'test') }, failure('PRO-001', 500));
    fireEvent.click(await screen.findByRole('button', { name: texts.check('Redsys') }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: 'PRO-001', tone: 'danger' }]));
  });

  it('disconnect asks first; confirmed, it forgets the provider and the section shows the sandbox again', async () => {
    const { calls } = showPage({ redsys: connected('redsys', 'live') });
    fireEvent.click(await screen.findByRole('button', { name: texts.disconnect('Redsys') }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.confirmTitle }));
    expect(calls('DELETE', '/payment-providers/redsys')).toBe(0);
    const reads = calls('GET', '/payment-providers');
    fireEvent.click(dialog.getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.disconnected, tone: 'success' }]));
    expect(calls('DELETE', '/payment-providers/redsys')).toBe(1);
    expect(await section('Redsys').findByText(texts.sandbox)).toBeTruthy();
    expect(calls('GET', '/payment-providers')).toBeGreaterThan(reads);
    expect(section('Redsys').queryByText(texts.connected)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.confirmTitle })).toBeNull());
  });

  it('disconnect cancelled sends nothing', async () => {
    const { calls } = showPage({ redsys: connected('redsys', 'test') });
    fireEvent.click(await screen.findByRole('button', { name: texts.disconnect('Redsys') }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.confirmTitle }));
    fireEvent.click(dialog.getByRole('button', { name: locale === 'en' ? 'Cancel' : 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.confirmTitle })).toBeNull());
    expect(calls('DELETE', '/payment-providers/redsys')).toBe(0);
    expect(section('Redsys').getByText(texts.connected)).toBeTruthy();
  });
});
