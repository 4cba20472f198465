// @vitest-environment happy-dom
import type { WidgetConfiguration } from '@cobro/contracts';
import { widgetConfigurationQuery } from '@cobro/data';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, screenSuite, showScreen } from '../../common/screen.fixtures';
import { CallbackStep } from './callback-step';

const configuration: WidgetConfiguration = { domain: null, api_key: 'pk_test_demo', version: '1.0.0', callback_url: null, callback_url_enabled: true };

/** The step as the page shows it: its props from the configuration in the cache. */
function Step() {
  const { data } = useQuery(widgetConfigurationQuery());
  return data ? <CallbackStep callback_url={data.callback_url} callback_url_enabled={data.callback_url_enabled} /> : null;
}

/** The API: each toggle answers when the test releases it, flipping the saved state; the rest answers empty. */
function server() {
  let enabled = configuration.callback_url_enabled;
  const pending: (() => void)[] = [];
  const fetch = vi.fn((url: string) => {
    if (new URL(url).pathname.endsWith('/toggle-callback')) {
      return new Promise<Response>((resolve) => {
        pending.push(() => {
          enabled = !enabled;
          resolve(json({ ...configuration, callback_url_enabled: enabled }));
        });
      });
    }
    if (new URL(url).pathname.endsWith('/callback-secret')) return Promise.resolve(json({ secret: 'whsec_x' }));
    return Promise.resolve(json({ data: [], total: 0, page: 1, page_size: 10 }));
  });
  const toggles = () => fetch.mock.calls.filter(([url]) => new URL(url).pathname.endsWith('/toggle-callback')).length;
  const release = async () => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()!();
  };
  return { fetch, toggles, release, saved: () => enabled };
}

describe.each(['en', 'es'] as const)('the callbacks switch (%s)', (locale) => {
  screenSuite(locale);
  const name = locale === 'en' ? 'Send callbacks' : 'Enviar callbacks';

  it('a second click while the first is saving is kept: the switch ends where the merchant left it (seen in a journey)', async () => {
    const api = server();
    vi.stubGlobal('fetch', api.fetch);
    const { client } = showScreen(<Step />);
    client.setQueryData(widgetConfigurationQuery().queryKey, configuration);
    const toggle = (await screen.findByRole('switch', { name })) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    await api.release();
    await api.release();
    await waitFor(() => expect(api.toggles()).toBe(2));
    expect(api.saved()).toBe(true);
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('clicked on and off and on again while saving, it saves once more, not three times', async () => {
    const api = server();
    vi.stubGlobal('fetch', api.fetch);
    const { client } = showScreen(<Step />);
    client.setQueryData(widgetConfigurationQuery().queryKey, configuration);
    const toggle = (await screen.findByRole('switch', { name })) as HTMLInputElement;
    for (let i = 0; i < 3; i++) fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    await api.release();
    await waitFor(() => expect(client.getQueryData<WidgetConfiguration>(widgetConfigurationQuery().queryKey)?.callback_url_enabled).toBe(false));
    expect(api.toggles()).toBe(1);
    expect(api.saved()).toBe(false);
    expect(toggle.checked).toBe(false);
  });
});
