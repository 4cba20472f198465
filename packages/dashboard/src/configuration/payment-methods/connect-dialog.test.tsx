// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, screenSuite, showScreen } from '../../common/screen.fixtures';
import type { PaymentProviderRecord } from '@cobro/contracts';
import { ConnectDialog } from './connect-dialog';

/** A key of the shape a bank gives (Redsys's public test key). */
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

const TEXTS = {
  en: {
    code: 'Merchant code (FUC)',
    terminal: 'Terminal',
    key: 'SHA-256 secret key',
    connect: 'Connect',
    badTerminal: 'The terminal is 3 digits, for example 001',
    badCode: 'The merchant code (FUC) is 9 digits',
    badKey: 'The secret key is 32 characters: letters, digits, + and /',
    doesNotSign: "This key cannot sign Redsys payments: copy it again from your bank's papers",
    inespayKey: 'API key',
    inespayToken: 'API token',
    codeHint: '9 digits, on the papers your bank gave you with the terminal.',
    environment: 'Environment',
    test: "Test (Redsys's test host)",
    live: 'Live (real payments)',
  },
  es: {
    code: 'Código de comercio (FUC)',
    terminal: 'Terminal',
    key: 'Clave secreta SHA-256',
    connect: 'Conectar',
    badTerminal: 'El terminal son 3 cifras, por ejemplo 001',
    badCode: 'El código de comercio (FUC) son 9 cifras',
    badKey: 'La clave secreta son 32 caracteres: letras, cifras, + y /',
    doesNotSign: 'Esta clave no puede firmar pagos de Redsys: cópiala de nuevo de los papeles de tu banco',
    inespayKey: 'Clave de API',
    inespayToken: 'Token de API',
    codeHint: '9 cifras, en los papeles que te dio tu banco con el terminal.',
    environment: 'Entorno',
    test: 'Pruebas (el entorno de pruebas de Redsys)',
    live: 'Real (pagos reales)',
  },
} as const;

/** The body of the activation the dialog sent. */
const sent = (fetch: ReturnType<typeof vi.fn>) => {
  const call = fetch.mock.calls.find(([url]) => new URL(String(url)).pathname === '/payment-providers/activate');
  return call && JSON.parse(String(call[1].body));
};
/** The API: the Redsys record (`null`, never connected), and an activation that answers `activation`. */
const api = (record: PaymentProviderRecord | null, activation: () => Response) =>
  vi.fn(async (url: string, _init?: RequestInit) => (new URL(url).pathname === '/payment-providers' ? json(record) : activation()));

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const invalid = (label: string) => field(label).getAttribute('aria-invalid') === 'true';

// Issue 28 part 3: the Redsys form asks in the words of a bank's papers, each value checked for its shape before
// sending, the error on the field that is wrong; the contract's fields stay api_key, api_token and token.
describe.each(['en', 'es'] as const)('the connect dialog (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  const showRedsys = (fetch: ReturnType<typeof vi.fn>) => {
    vi.stubGlobal('fetch', fetch);
    showScreen(<ConnectDialog provider="redsys" open onClose={() => undefined} />);
  };
  const fill = (values: { code: string; terminal: string; key: string }) => {
    fireEvent.change(field(texts.code), { target: { value: values.code } });
    fireEvent.change(field(texts.terminal), { target: { value: values.terminal } });
    fireEvent.change(field(texts.key), { target: { value: values.key } });
    fireEvent.click(screen.getByRole('button', { name: texts.connect }));
  };

  it('asks for the merchant code, the terminal and the secret key, with hints', () => {
    showRedsys(vi.fn());
    for (const label of [texts.code, texts.terminal, texts.key]) expect(field(label)).toBeTruthy();
    expect(screen.getByText(texts.codeHint)).toBeTruthy();
  });

  it.each([
    ['terminal', { code: '999008881', terminal: '1', key: KEY }, 'badTerminal'],
    ['code', { code: '99900888', terminal: '001', key: KEY }, 'badCode'],
    ['key', { code: '999008881', terminal: '001', key: 'not-a-redsys-key' }, 'badKey'],
  ] as const)('a wrong %s is shown on that field alone, and nothing is sent', async (wrong, values, message) => {
    const fetch = api(null, () => json({}));
    showRedsys(fetch);
    fill(values);
    expect(await screen.findByText(texts[message])).toBeTruthy();
    const labels = { code: texts.code, terminal: texts.terminal, key: texts.key };
    for (const [name, label] of Object.entries(labels)) expect(invalid(label)).toBe(name === wrong);
    await waitFor(() => expect(document.activeElement).toBe(field(labels[wrong])));
    expect(sent(fetch)).toBeUndefined();
  });

  it('sends the contract’s fields, and a key the server finds cannot sign is shown on the key alone', async () => {
    const fetch = api(null, () => json({ code: 'PRO-005', message: 'x', fields: { token: 'secret_key_does_not_sign' } }, 400));
    showRedsys(fetch);
    fill({ code: ' 999 008 881 ', terminal: '001', key: ` ${KEY} ` });
    expect(await screen.findByText(texts.doesNotSign)).toBeTruthy();
    expect(sent(fetch)).toEqual({ provider: 'redsys', api_key: '999008881', api_token: '001', token: KEY, environment: 'test' });
    expect([invalid(texts.code), invalid(texts.terminal), invalid(texts.key)]).toEqual([false, false, true]);
  });

  const radio = (label: string) => within(screen.getByRole('group', { name: texts.environment })).getByRole('radio', { name: label }) as HTMLInputElement;
  const record: PaymentProviderRecord = { provider: 'redsys', status: 'active', secret_api_key: '••••••••', public_api_key: null, api_token: null, environment: 'live' };

  it('asks for the environment, test unless chosen otherwise, and sends the choice', async () => {
    const fetch = api(null, () => json(record));
    showRedsys(fetch);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect([radio(texts.test).checked, radio(texts.live).checked]).toEqual([true, false]);
    fireEvent.click(radio(texts.live));
    fill({ code: '999008881', terminal: '001', key: KEY });
    await waitFor(() => expect(sent(fetch)).toMatchObject({ provider: 'redsys', environment: 'live' }));
  });

  it('changing the credentials of a live connection starts on live', async () => {
    const fetch = api(record, () => json(record));
    showRedsys(fetch);
    await waitFor(() => expect(radio(texts.live).checked).toBe(true));
    expect(radio(texts.test).checked).toBe(false);
    fireEvent.click(radio(texts.test));
    fill({ code: '999008881', terminal: '001', key: KEY });
    await waitFor(() => expect(sent(fetch)).toMatchObject({ environment: 'test' }));
  });

  it('Inespay asks for its API key and API token', () => {
    vi.stubGlobal('fetch', vi.fn());
    showScreen(<ConnectDialog provider="inespay" open onClose={() => undefined} />);
    expect(field(texts.inespayKey)).toBeTruthy();
    expect(field(texts.inespayToken)).toBeTruthy();
  });
});
