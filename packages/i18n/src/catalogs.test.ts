import type { Messages } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 1131: the dashboard's first screen loads its own catalog; a section's route chunk brings the sections'.
// Each test starts from fresh modules: whether the sections were wanted is the page's state.
type Modules = { catalogs: typeof import('./catalogs'); i18n: typeof import('@lingui/core').i18n };
let page: Modules;
let sectionOnly: string;
let spanish: Messages;

beforeEach(async () => {
  vi.resetModules();
  page = { catalogs: await import('./catalogs'), i18n: (await import('@lingui/core')).i18n };
  spanish = (await import('./locales/dashboard-sections/es.po')).messages;
  const firstScreen = (await import('./locales/dashboard/es.po')).messages;
  // A message of the refund dialog, which no first-screen file shows.
  sectionOnly = Object.keys(spanish).find((id) => !(id in firstScreen) && String(spanish[id]).includes('devolver'))!;
});

describe('the dashboard catalogs', () => {
  it('the first screen loads without the sections; a section merges them into the active language', async () => {
    expect(sectionOnly).toBeDefined();
    await page.catalogs.loadDashboardCatalog('es');
    expect(page.i18n.locale).toBe('es');
    expect(page.i18n.messages[sectionOnly]).toBeUndefined();
    await page.catalogs.loadDashboardSections();
    expect(page.i18n.messages[sectionOnly]).toEqual(spanish[sectionOnly]);
  });

  it('once a section was shown, a change of language brings that language\'s section messages too', async () => {
    await page.catalogs.loadDashboardCatalog('en');
    await page.catalogs.loadDashboardSections();
    await page.catalogs.loadDashboardCatalog('es');
    expect(page.i18n.locale).toBe('es');
    expect(page.i18n.messages[sectionOnly]).toEqual(spanish[sectionOnly]);
  });

  it('loadCatalog("dashboard") loads the whole dashboard, sections included (what a test or a server render needs)', async () => {
    await page.catalogs.loadCatalog('dashboard', 'es');
    expect(page.i18n.messages[sectionOnly]).toEqual(spanish[sectionOnly]);
  });
});
