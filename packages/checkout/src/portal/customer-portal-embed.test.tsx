// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTHER_API, purchase, renderPortal, SESSION, stubApi } from './portal.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** What the stubbed fetch was asked, with the credential it carried. */
const sentWith = () =>
  vi.mocked(globalThis.fetch).mock.calls.map(([input, init]) => ({
    key: `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`,
    authorization: new Headers(init?.headers).get('authorization'),
    credentials: init?.credentials,
  }));

describe('<customer-portal> on a merchant page (another origin than the API, decision 1160)', () => {
  it('asks no session before sign-in, names this page for the link, then sends the bearer token on every portal call', async () => {
    window.history.replaceState(null, '', '/cuenta?seccion=compras');
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const calls = stubApi({
      'POST /api/portal/code': { status: 200, body: { expires_at: '2026-06-20T10:10:00.000Z' } },
      'POST /api/portal/session': { status: 200, body: { ...SESSION, token: 'tok_1' } },
      'GET /api/portal/purchases': { status: 200, body: [purchase()] },
      'GET /api/portal/purchases/pu_1': { status: 200, body: purchase() },
      'DELETE /api/portal/session': { status: 204 },
    });
    const fetch = vi.mocked(globalThis.fetch);
    const portalFetch = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).endsWith('/portal/receipts/ch_1') ? new Response(pdf, { status: 200 }) : portalFetch(input, init),
    );
    const createObjectURL = vi.fn(() => 'blob:recibo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await renderPortal('en', { apiUrl: OTHER_API });

    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'lucia@example.es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /code/i }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: /Auditoría/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'Download the receipt of 20/06/2026' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob)));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeTruthy();

    expect(calls.find((call) => call.key === 'POST /api/portal/code')!.body).toEqual({
      organization_id: 'org_1',
      email: 'lucia@example.es',
      page_path: '/cuenta?seccion=compras',
    });
    const sent = sentWith();
    expect(sent.map((s) => s.key)).not.toContain('GET /api/portal/session');
    const bearer = { authorization: 'Bearer tok_1', credentials: 'omit' };
    // Up to the sign-out: the token is forgotten with it (a read still mounted then may ask once more, without it).
    const signedOut = sent.findIndex((s) => s.key === 'DELETE /api/portal/session');
    expect(sent.slice(0, signedOut + 1).filter((s) => s.key !== 'GET /api/portal/organizations/org_1')).toEqual([
      { key: 'POST /api/portal/code', authorization: null, credentials: 'include' },
      { key: 'POST /api/portal/session', authorization: null, credentials: 'include' },
      { key: 'GET /api/portal/purchases', ...bearer },
      { key: 'GET /api/portal/purchases/pu_1', ...bearer },
      { key: 'GET /api/portal/receipts/ch_1', ...bearer },
      { key: 'DELETE /api/portal/session', ...bearer },
    ]);
    expect(sent.slice(signedOut + 1).every((s) => s.authorization === null)).toBe(true);
  });
});
