// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { framePage, type FrameLocale } from './frame-page';

const script = readFileSync(join(import.meta.dirname, 'frame.js'), 'utf8');

/** The frame's own page and script in this document, as the browser runs them (no server: fetch is a spy). */
function loadFrame(locale: FrameLocale) {
  const html = framePage({ clientSecret: 'pi_secret', method: 'card', locale, parentOrigin: window.location.origin, base: '/api/payments' });
  const page = new DOMParser().parseFromString(html.replace(/<head>[\s\S]*<\/head>|<script[^>]*><\/script>/g, ''), 'text/html');
  for (const { name, value } of page.body.attributes) document.body.setAttribute(name, value);
  document.body.innerHTML = page.body.innerHTML;
  // The frame's window listeners, taken off after each test: a page loads the script once.
  const add = vi.spyOn(window, 'addEventListener');
  new Function(script)();
  const added = add.mock.calls.slice();
  add.mockRestore();
  return () => added.forEach(([type, listener]) => window.removeEventListener(type, listener as EventListener));
}

/** The buyer types `text` one key at a time at the end of the field. */
function type(id: string, text: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  for (const key of text) {
    input.value += key;
    input.setSelectionRange(input.value.length, input.value.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return input;
}

describe.each(['es', 'en', 'ca'] as const)('the sandbox card frame as the buyer types (%s)', (locale) => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', class { observe() {} });
    return loadFrame(locale);
  });

  it('groups the card number by four and writes the expiry as MM/YY', () => {
    expect(type('number', '4000000000000002').value).toBe('4000 0000 0000 0002');
    expect(type('expiry', '1230').value).toBe('12/30');
  });

  it('keeps a pasted or spaced number grouped, and never more digits than a card has', () => {
    const number = document.getElementById('number') as HTMLInputElement;
    number.value = '4242-4242 42424242';
    number.dispatchEvent(new Event('input', { bubbles: true }));
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(type('number', '12345').value).toBe('4242 4242 4242 4242 123');
  });

  it('sends the digits alone to the confirmation, not the spaces shown', async () => {
    const fetch = vi.fn(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetch);
    type('number', '4242424242424242');
    type('expiry', '1230');
    type('cvc', '123');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'cobro-sandbox:confirm' }, origin: window.location.origin, source: window.parent }));
    expect(fetch).toHaveBeenCalledOnce();
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.instrument).toMatchObject({ number: '4242424242424242', exp_month: 12, exp_year: 30 });
  });

  it.each([
    ['succeeded', '4242424242424242', '4242'],
    ['failed', '4000000000000002', undefined],
  ] as const)('tells the page the last four digits of a card that went through (%s: %s)', async (status, number, last4) => {
    vi.stubGlobal('fetch', vi.fn(async () => ({ json: async () => ({ status }) })));
    const posted = new Promise<Record<string, unknown>>((resolve) => {
      vi.spyOn(window.parent, 'postMessage').mockImplementation((message: Record<string, unknown>) => {
        if (message.type === 'cobro-sandbox:result') resolve(message);
      });
    });
    type('number', number);
    type('expiry', '1230');
    type('cvc', '123');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'cobro-sandbox:confirm' }, origin: window.location.origin, source: window.parent }));
    expect(await posted).toMatchObject({ status });
    expect((await posted).last4).toBe(last4);
  });
});
