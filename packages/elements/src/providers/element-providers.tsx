import { getQueryClient } from '@cobro/data';
import { elementLocale, i18n, type Locale } from '@cobro/i18n';
import { ToastRegion } from '@cobro/ui';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useToastRegionOwner } from './use-toast-region-owner';

export interface ElementProvidersProps {
  /** Loads and activates the element's catalog (`loadDashboardCatalog` or `loadSdkCatalog`). */
  loadCatalog: (locale: Locale) => Promise<void>;
  /** The element: without a `locale` attribute, the language HTML gives it, else the browser's, is its own. */
  host: Element;
  /** The element's `locale` attribute, if it has one. */
  locale?: string;
  children: ReactNode;
}

/**
 * The one providers wrapper of every element: each element is its own React root, so each gets the page's shared
 * QueryClient and the Lingui instance here. Nothing renders until the catalog is active, so no text flashes in
 * the source language; a later locale change keeps the current text until the new catalog is in.
 */
export function ElementProviders({ loadCatalog, host, locale, children }: ElementProvidersProps) {
  const wanted = elementLocale(host, locale);
  const [ready, setReady] = useState(false);
  const showsToasts = useToastRegionOwner();

  useEffect(() => {
    let current = true;
    loadCatalog(wanted).then(
      () => current && setReady(true),
      (error: unknown) => console.error('Cobro: the translations could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [loadCatalog, wanted]);

  if (!ready) return null;
  return (
    <QueryClientProvider client={getQueryClient()}>
      <I18nProvider i18n={i18n}>
        {children}
        {showsToasts && <ToastRegion />}
      </I18nProvider>
    </QueryClientProvider>
  );
}
