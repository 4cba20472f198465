// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateFilterBar } from './date-filter-bar';
import { rangeFor, type PanelRange } from './date-range';

const TODAY = '2026-03-20';

function Bar({ initial }: { initial: PanelRange }) {
  const [range, setRange] = useState(initial);
  return <DateFilterBar range={range} today={TODAY} onChange={setRange} />;
}

const renderBar = (initial = rangeFor('daily', TODAY)) =>
  render(
    <I18nProvider i18n={i18n}>
      <Bar initial={initial} />
    </I18nProvider>,
  );

const TEXTS: Record<'es' | 'en', { day: string; daily: string; weekly: string; monthly: string; showing: string; missing: string; format: string }> = {
  en: {
    day: 'Day',
    daily: 'Daily',
    weekly: 'Weekly',
    monthly: 'Monthly',
    showing: 'Showing the chosen day',
    missing: 'That date does not exist',
    format: 'Enter the date as dd/mm/yyyy',
  },
  es: {
    day: 'Día',
    daily: 'Diario',
    weekly: 'Semanal',
    monthly: 'Mensual',
    showing: 'Se muestra el día elegido',
    missing: 'Esa fecha no existe',
    format: 'Escribe la fecha como dd/mm/aaaa',
  },
};

describe.each(['en', 'es'] as const)("the panel's date filter (%s)", (locale) => {
  const text = TEXTS[locale];
  const dayBox = () => screen.getByRole('textbox', { name: text.day }) as HTMLInputElement;
  const pressed = () => screen.queryAllByRole('button', { pressed: true }).map((b) => b.textContent);
  beforeAll(() => loadCatalog('dashboard', locale));
  afterEach(cleanup);

  it('the Day box shows the day the range shows, not an empty box', () => {
    renderBar();
    expect(dayBox().value).toBe('20/03/2026');
    expect(pressed()).toEqual([text.daily]);
  });

  it('after typing a day it says the typed day is what is shown, with no period pressed', () => {
    renderBar(rangeFor('weekly', TODAY));
    fireEvent.change(dayBox(), { target: { value: '05/03/2026' } });
    expect(pressed()).toEqual([]);
    const describedBy = dayBox().getAttribute('aria-describedby') ?? '';
    const hints = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(hints).toContain(text.showing);
  });

  it('a well-written day that does not exist (31/02/2026) is said not to exist, not to be badly written', () => {
    renderBar();
    fireEvent.change(dayBox(), { target: { value: '31/02/2026' } });
    fireEvent.blur(dayBox());
    expect(screen.getByText(text.missing)).toBeTruthy();
    expect(screen.queryByText(text.format)).toBeNull();
  });
});
