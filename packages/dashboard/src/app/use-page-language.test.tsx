// @vitest-environment happy-dom
import { loadDashboardCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageLanguage } from './use-page-language';

function Probe({ setsPageLang }: { setsPageLang: boolean }) {
  usePageLanguage(setsPageLang);
  return null;
}

const renderOn = (pageLang: string, setsPageLang: boolean) => {
  document.documentElement.lang = pageLang;
  render(
    <I18nProvider i18n={i18n}>
      <Probe setsPageLang={setsPageLang} />
    </I18nProvider>,
  );
};

// Issue 32, WCAG 3.1.1 for the dashboard: after a switch in the account menu, Cobro's own page says its new language.
describe("the page's language after a switch of the dashboard's", () => {
  afterEach(async () => {
    cleanup();
    await loadDashboardCatalog('es');
    document.documentElement.lang = '';
  });

  it("on the dashboard's own page (sets-page-lang), <html lang> follows each switch: es, ca, en", async () => {
    await loadDashboardCatalog('es');
    renderOn('es', true);
    expect(document.documentElement.lang).toBe('es');
    await act(() => loadDashboardCatalog('ca'));
    expect(document.documentElement.lang).toBe('ca');
    await act(() => loadDashboardCatalog('en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it("on the dashboard's own page, a user's stored language that differs from the browser's the page was served in wins", async () => {
    await loadDashboardCatalog('ca');
    renderOn('es', true);
    expect(document.documentElement.lang).toBe('ca');
  });

  it("on a merchant's page (no sets-page-lang) the page's <html lang> is the merchant's and stays", async () => {
    await loadDashboardCatalog('es');
    renderOn('fr', false);
    await act(() => loadDashboardCatalog('ca'));
    expect(document.documentElement.lang).toBe('fr');
  });
});
