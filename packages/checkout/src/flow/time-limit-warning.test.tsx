// @vitest-environment happy-dom
import { loadSdkCatalog, type Locale } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeLimitWarning, WARN_BEFORE_MS } from './time-limit-warning';

const START = new Date('2026-11-29T10:00:00.000Z').getTime();
const HOUR = 60 * 60_000;

/** A time limit an hour long that each extension moves to an hour from then, as the session's endpoint does. */
function Limited({ onExtend }: { onExtend: () => void }) {
  const [until, setUntil] = useState(START + HOUR);
  const extend = async () => {
    onExtend();
    setUntil(Date.now() + HOUR);
  };
  return <TimeLimitWarning until={until} onExtend={extend} />;
}

const WORDS: Record<Locale, { alert: string; more: string; done: string }> = {
  en: { alert: 'Your checkout ends in 2 minutes. Do you need more time?', more: 'More time', done: 'Done: you have more time.' },
  es: { alert: 'El tiempo para completar el pago termina dentro de 2 minutos. ¿Necesitas más tiempo?', more: 'Más tiempo', done: 'Hecho: tienes más tiempo.' },
  ca: { alert: "El temps per completar el pagament s'acaba d'aquí a 2 minuts. Necessites més temps?", more: 'Més temps', done: 'Fet: tens més temps.' },
};

// Issue 32, WCAG 2.2.1 Timing Adjustable (decision 1164): the buyer is warned two minutes before a time limit of the
// checkout ends, in an alert, and has more time with one button, as often as needed. A fake clock, never waiting.
describe.each(['en', 'es', 'ca'] as const)('the warning before a checkout time limit ends, in %s', (locale) => {
  beforeEach(async () => {
    await loadSdkCatalog(locale);
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says nothing until two minutes before the end, then alerts with a More time button the keyboard reaches; ten extensions and more', async () => {
    const extended = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <Limited onExtend={extended} />
      </I18nProvider>,
    );
    for (let round = 1; round <= 11; round += 1) {
      act(() => vi.advanceTimersByTime(HOUR - WARN_BEFORE_MS - 1));
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(WORDS[locale].alert);
      const more = screen.getByRole('button', { name: WORDS[locale].more });
      expect(alert.contains(more)).toBe(true);
      expect(more.tagName).toBe('BUTTON');
      more.focus();
      expect(document.activeElement).toBe(more);
      await act(async () => fireEvent.click(more));
      expect(extended).toHaveBeenCalledTimes(round);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe(WORDS[locale].done);
    }
  });

  it('with nothing running out (no session, no key) says nothing, ever', () => {
    render(
      <I18nProvider i18n={i18n}>
        <TimeLimitWarning until={null} onExtend={async () => undefined} />
      </I18nProvider>,
    );
    act(() => vi.advanceTimersByTime(10 * HOUR));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
