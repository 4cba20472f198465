import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';
import { $locale } from './page-locale';

export type CatalogName = 'dashboard' | 'sdk';

type CatalogModule = { messages: Messages };
type Loaders = Record<Locale, () => Promise<CatalogModule>>;

// One loader table per catalog, in separate functions, so a bundle that only calls `loadSdkCatalog` tree-shakes the
// dashboard's dynamic imports away and never emits its catalogs.
const sdkLoaders: Loaders = {
  en: () => import('./locales/sdk/en.po'),
  es: () => import('./locales/sdk/es.po'),
  ca: () => import('./locales/sdk/ca.po'),
};
// The checkout's steps past its first screen (data, location, payment, success, declined, update card: decision 1170).
const stepLoaders: Loaders = {
  en: () => import('./locales/sdk-steps/en.po'),
  es: () => import('./locales/sdk-steps/es.po'),
  ca: () => import('./locales/sdk-steps/ca.po'),
};
/** Set once a later step has asked for its messages: from then on a change of language brings them too. */
let stepsWanted = false;
const dashboardLoaders: Loaders = {
  en: () => import('./locales/dashboard/en.po'),
  es: () => import('./locales/dashboard/es.po'),
  ca: () => import('./locales/dashboard/ca.po'),
};
// The dashboard's route chunks past its first screen (configuration, lists, activation, profile: decision 1131).
const sectionLoaders: Loaders = {
  en: () => import('./locales/dashboard-sections/en.po'),
  es: () => import('./locales/dashboard-sections/es.po'),
  ca: () => import('./locales/dashboard-sections/ca.po'),
};
/** Set once a section has asked for its messages: from then on a change of language brings them too. */
let sectionsWanted = false;

/** The language being made active, if one is: a section or step asked for meanwhile must load that one's messages. */
let activating: Promise<void> = Promise.resolve();

function activate(loaders: Loaders[], locale: Locale): Promise<void> {
  activating = (async () => {
    const modules = await Promise.all(loaders.map((load) => load[locale]()));
    // `load` merges, so the dashboard and sdk catalogs can both be active on one page.
    for (const { messages } of modules) i18n.load(locale, messages);
    i18n.activate(locale);
    $locale.set(locale);
  })();
  return activating;
}

/**
 * Merges a later part's messages into the active language. On a page's first load the part's chunk can ask before the
 * page's language is active (the route chunk and the catalog load side by side): it waits for that language, not the
 * one before it, whose messages would leave the part's texts as ids (the Catalan journey saw it).
 */
async function mergeIntoActive(loaders: Loaders): Promise<void> {
  // A language that failed to load is its caller's to report; the part goes on with the language that is active.
  await activating.catch(() => undefined);
  const locale = $locale.get();
  const { messages } = await loaders[locale]();
  i18n.load(locale, messages);
}

/**
 * Loads the buyer-facing catalog (checkout's first screen, portal, pay button, widget errors) and makes `locale` the
 * active one; the later steps' messages come too once a step has asked for them (`loadSdkSteps`), or at once with
 * `steps` (tests and anything rendering the steps directly).
 */
export function loadSdkCatalog(locale: Locale, { steps = false }: { steps?: boolean } = {}): Promise<void> {
  if (steps) stepsWanted = true;
  return activate(stepsWanted ? [sdkLoaders, stepLoaders] : [sdkLoaders], locale);
}

/**
 * Merges the checkout's later steps' messages into the active language: a step's chunk awaits this beside its
 * code, so it never renders half translated (as `loadDashboardSections` does for the dashboard).
 */
export function loadSdkSteps(): Promise<void> {
  stepsWanted = true;
  return mergeIntoActive(stepLoaders);
}

/**
 * Loads the merchant dashboard's first-screen catalog (sign-in, shell, panel) and makes `locale` the active one; the
 * sections' messages come too once a section has asked for them (`loadDashboardSections`).
 */
export function loadDashboardCatalog(locale: Locale): Promise<void> {
  return activate(sectionsWanted ? [dashboardLoaders, sectionLoaders] : [dashboardLoaders], locale);
}

/**
 * Merges the dashboard sections' messages into the active language: a section's route chunk awaits this beside its
 * code, so it never renders half translated. It loads the language active once any activation under way is done;
 * a change of language later brings the new language's section messages too, since they are wanted from then on.
 */
export function loadDashboardSections(): Promise<void> {
  sectionsWanted = true;
  return mergeIntoActive(sectionLoaders);
}

/** Loads a whole catalog by name (the dashboard with its sections, the sdk with its steps). Buyer-facing bundles call `loadSdkCatalog`. */
export function loadCatalog(name: CatalogName, locale: Locale): Promise<void> {
  if (name === 'sdk') return loadSdkCatalog(locale, { steps: true });
  sectionsWanted = true;
  return loadDashboardCatalog(locale);
}
