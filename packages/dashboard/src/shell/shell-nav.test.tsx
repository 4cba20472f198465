// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ShellNav } from './shell-nav';

const TEXTS = {
  en: { configuration: 'Configuration', generalData: 'General data', steps: ['Company', 'Contact', 'Legal representative'] },
  es: { configuration: 'Configuración', generalData: 'Datos generales', steps: ['Empresa', 'Contacto', 'Representante legal'] },
} as const;

// Issue 27, item 21: the configuration menu nests the gateway's sections, steps 1 to 3, under general data
// (services-and-configuration 2, "a side menu with nested sections").
describe.each(['en', 'es'] as const)('the configuration menu (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(() => loadCatalog('dashboard', locale));
  afterEach(cleanup);

  it('general data holds the gateway steps 1 to 3 as nested entries, the open one marked as the page', () => {
    const path = '/dashboard/configuration/general-data/contact-info';
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={memoryLocation({ path }).hook}>
          <ShellNav current="gateway-contact" />
        </Router>
      </I18nProvider>,
    );
    const configuration = screen.getByRole('navigation', { name: texts.configuration });
    const generalData = within(configuration).getByRole('link', { name: texts.generalData }).closest('li')!;
    const nested = within(generalData).getByRole('list');
    expect(within(nested).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [texts.steps[0], '/dashboard/configuration/general-data/company-info'],
      [texts.steps[1], '/dashboard/configuration/general-data/contact-info'],
      [texts.steps[2], '/dashboard/configuration/general-data/general-info'],
    ]);
    expect(within(nested).getByRole('link', { name: texts.steps[1] }).getAttribute('aria-current')).toBe('page');
    expect(within(configuration).getByRole('link', { name: texts.generalData }).getAttribute('aria-current')).toBeNull();

    // Small screens: the dropdown nests them the same way.
    const compact = document.querySelector<HTMLElement>('.compact-nav__panel')!;
    const compactGeneralData = within(compact).getByRole('link', { name: texts.generalData, hidden: true }).closest('li')!;
    expect(within(compactGeneralData).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([texts.generalData, ...texts.steps]);
  });
});
