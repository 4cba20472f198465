// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showScreen } from '../common/screen.fixtures';
import { UpgradeButton } from './upgrade-button';

const TEXTS = {
  en: { upgrade: 'Upgrade your plan', why: '(available once payments are activated)' },
  es: { upgrade: 'Mejora tu plan', why: '(disponible cuando los cobros estén activados)' },
} as const;

// Issue 27 item 22. dashboard-core 2, "Dashboard shell": "A round upgrade button that opens the plans modal; it is
// disabled until payments are activated."
describe.each(['en', 'es'] as const)('the upgrade button (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(() => loadCatalog('dashboard', locale));
  afterEach(cleanup);

  it('is disabled, saying why, until payments are activated', () => {
    showScreen(<UpgradeButton paymentsActivated={false} />, { path: '/dashboard/panel' });
    const button = screen.getByRole('button', { name: new RegExp(texts.upgrade) }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain(texts.why);
  });

  it('once they are, it is enabled and opens the plans modal', () => {
    const { location } = showScreen(<UpgradeButton paymentsActivated />, { path: '/dashboard/panel' });
    const button = screen.getByRole('button', { name: texts.upgrade }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(location.history!.at(-1)).toBe('/dashboard/panel?dialog=plans');
  });
});
