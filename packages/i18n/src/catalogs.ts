import { i18n, type Messages } from '@lingui/core';
import { $locale, type Locale } from './locale';

export type CatalogName = 'dashboard' | 'sdk';

type CatalogModule = { messages: Messages };
type Loaders = Record<Locale, () => Promise<CatalogModule>>;

// One loader table per catalog, in separate functions, so a bundle that only calls `loadSdkCatalog` tree-shakes the
// dashboard's dynamic imports away and never emits its catalogs.
const sdkLoaders: Loaders = {
  en: () => import('./locales/sdk/en.po'),
  es: () => import('./locales/sdk/es.po'),
};
const dashboardLoaders: Loaders = {
  en: () => import('./locales/dashboard/en.po'),
  es: () => import('./locales/dashboard/es.po'),
};

async function activate(loaders: Loaders, locale: Locale): Promise<void> {
  const { messages } = await loaders[locale]();
  // `load` merges, so the dashboard and sdk catalogs can both be active on one page.
  i18n.load(locale, messages);
  i18n.activate(locale);
  $locale.set(locale);
}

/** Loads the buyer-facing catalog (checkout, pay button, widget errors) and makes `locale` the active one. */
export function loadSdkCatalog(locale: Locale): Promise<void> {
  return activate(sdkLoaders, locale);
}

/** Loads the merchant dashboard's catalog and makes `locale` the active one. */
export function loadDashboardCatalog(locale: Locale): Promise<void> {
  return activate(dashboardLoaders, locale);
}

/** Loads either catalog by name. Buyer-facing bundles should call `loadSdkCatalog` so they stay small. */
export function loadCatalog(name: CatalogName, locale: Locale): Promise<void> {
  return name === 'sdk' ? loadSdkCatalog(locale) : loadDashboardCatalog(locale);
}
