// @vitest-environment happy-dom
import { loadCatalog, loadDashboardCatalog, type Locale } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useStoredLanguage } from './use-language';

function Probe({ stored }: { stored?: Locale | null }) {
  const ready = useStoredLanguage(stored);
  return <p>{ready ? `ready ${i18n.locale}` : 'waiting'}</p>;
}

// The user's language follows them across sign-ins (decision 1130): the shell speaks the stored one, and waits for it
// instead of showing the browser's first.
describe("the signed-in user's stored language", () => {
  beforeAll(async () => {
    await loadCatalog('dashboard', 'en');
  });
  afterEach(async () => {
    cleanup();
    await loadCatalog('dashboard', 'es');
  });

  it.each([
    ['es', 'en'],
    ['en', 'es'],
  ] as const)('a page in %s, a user who chose %s: waits, then speaks theirs', async (page, stored) => {
    await loadCatalog('dashboard', page);
    render(<Probe stored={stored} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`ready ${stored}`)).toBeTruthy());
  });

  it("the same language, one never chosen (null: the browser's stays) or no session yet does not wait", async () => {
    await loadCatalog('dashboard', 'es');
    for (const stored of ['es', null, undefined] as const) {
      render(<Probe stored={stored} />);
      expect(screen.getByText('ready es')).toBeTruthy();
      cleanup();
    }
  });

  it("once reached, the user's own switch (before the server has stored it) never makes the shell wait", async () => {
    await loadCatalog('dashboard', 'es');
    render(<Probe stored="es" />);
    await act(() => loadDashboardCatalog('en'));
    expect(screen.getByText('ready en')).toBeTruthy();
  });
});
