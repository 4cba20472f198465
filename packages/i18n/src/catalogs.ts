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

async function activate(loaders: Loaders[], locale: Locale): Promise<void> {
  const modules = await Promise.all(loaders.map((load) => load[locale]()));
  // `load` merges, so the dashboard and sdk catalogs can both be active on one page.
  for (const { messages } of modules) i18n.load(locale, messages);
  i18n.activate(locale);
  $locale.set(locale);
}

/** Loads the buyer-facing catalog (checkout, pay button, widget errors) and makes `locale` the active one. */
export function loadSdkCatalog(locale: Locale): Promise<void> {
  return activate([sdkLoaders], locale);
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
 * code, so it never renders half translated. It loads the language active when called; a change of language
 * meanwhile brings the new language's section messages too, since they are wanted from then on.
 */
export async function loadDashboardSections(): Promise<void> {
  sectionsWanted = true;
  const locale = $locale.get();
  const { messages } = await sectionLoaders[locale]();
  i18n.load(locale, messages);
}

/** Loads a whole catalog by name (the dashboard with its sections). Buyer-facing bundles call `loadSdkCatalog`. */
export function loadCatalog(name: CatalogName, locale: Locale): Promise<void> {
  if (name === 'sdk') return loadSdkCatalog(locale);
  sectionsWanted = true;
  return loadDashboardCatalog(locale);
}
