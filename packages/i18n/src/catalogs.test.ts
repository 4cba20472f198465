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

  it("a section asked for while the page's language is still loading gets that language's messages (a page's first load)", async () => {
    const catalan = (await import('./locales/dashboard-sections/ca.po')).messages;
    const loading = page.catalogs.loadDashboardCatalog('ca');
    await page.catalogs.loadDashboardSections();
    await loading;
    expect(page.i18n.locale).toBe('ca');
    expect(page.i18n.messages[sectionOnly]).toEqual(catalan[sectionOnly]);
  });

  it('loadCatalog("dashboard") loads the whole dashboard, sections included (what a test or a server render needs)', async () => {
    await page.catalogs.loadCatalog('dashboard', 'es');
    expect(page.i18n.messages[sectionOnly]).toEqual(spanish[sectionOnly]);
  });
});

// Decision 1170: the checkout's first screen loads `sdk`; a later step's chunk brings `sdk-steps`.
describe('the sdk catalogs', () => {
  let stepOnly: string;
  let spanishSteps: Messages;
  beforeEach(async () => {
    spanishSteps = (await import('./locales/sdk-steps/es.po')).messages;
    // A message of the later steps only (@lingui/core's i18n outlives resetModules: the dashboard's tests loaded theirs).
    const others = await Promise.all(['sdk', 'dashboard', 'dashboard-sections'].map((name) => import(`./locales/${name}/es.po`)));
    stepOnly = Object.keys(spanishSteps).find((id) => others.every(({ messages }) => !(id in messages)))!;
  });

  it('the first screen loads without the steps; a step merges them into the active language', async () => {
    expect(stepOnly).toBeDefined();
    await page.catalogs.loadSdkCatalog('es');
    expect(page.i18n.messages[stepOnly]).toBeUndefined();
    await page.catalogs.loadSdkSteps();
    expect(page.i18n.messages[stepOnly]).toEqual(spanishSteps[stepOnly]);
  });

  it("a step asked for while the page's language is still loading gets that language's messages", async () => {
    const catalanSteps = (await import('./locales/sdk-steps/ca.po')).messages;
    const loading = page.catalogs.loadSdkCatalog('ca');
    await page.catalogs.loadSdkSteps();
    await loading;
    expect(page.i18n.messages[stepOnly]).toEqual(catalanSteps[stepOnly]);
  });

  it("once a step was shown, a change of language brings that language's step messages too", async () => {
    await page.catalogs.loadSdkCatalog('en');
    await page.catalogs.loadSdkSteps();
    await page.catalogs.loadSdkCatalog('es');
    expect(page.i18n.messages[stepOnly]).toEqual(spanishSteps[stepOnly]);
  });
});
