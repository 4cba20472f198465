import { configureApi, type RealtimeNotice } from '@cobro/data';
import { interfaceLanguage, type Locale } from '@cobro/i18n';
import { useMemo } from 'react';
import { AppRouter } from './app/app-router';
import { DashboardConfigProvider } from './app/dashboard-config';
import { DashboardErrorBoundary } from './app/error-boundary-page';
import { usePageLanguage } from './app/use-page-language';

export interface MerchantDashboardProps {
  /** Base URL of the main API (`/api` on the reference server). */
  apiUrl: string;
  /** Base URL of the payments service; defaults to `{apiUrl}/payments`. */
  paymentsUrl?: string;
  /** An external contact or demo form for the "create an account" links; without it they lead to /signup. */
  registerUrl?: string;
  /** The server offers Google sign-in (the admin host page says so when it is configured): shows the Google button. */
  googleSignIn?: boolean;
  /**
   * The page is the dashboard's own (Cobro's admin page says so): `<html lang>` follows the interface's language,
   * a switch in the account menu included. Without it the page's language is left alone.
   */
  setsPageLang?: boolean;
  /** Interface language. The element's providers load and activate its catalog before this renders. */
  locale?: Locale;
  /**
   * Called for every realtime event once the data it changed is refreshed; the element dispatches it as the
   * `cobro-realtime` DOM event, so a host page can react to live changes too.
   */
  onRealtime?: (notice: RealtimeNotice) => void;
}

/**
 * The merchant dashboard: sign-in, the access rules and the shell with its pages. The element around it provides
 * the QueryClient, Lingui (with the locale) and the toast region; this component owns the API configuration and
 * routing.
 */
export function MerchantDashboard({ apiUrl, paymentsUrl, registerUrl, googleSignIn, setsPageLang = false, onRealtime }: MerchantDashboardProps) {
  // Configured during render, before any child's first query runs; configureApi keeps the client for equal URLs.
  // Every call says the interface language (Accept-Language): exports are written in it (decision 1100).
  useMemo(() => configureApi({ apiUrl, paymentsUrl, language: interfaceLanguage }), [apiUrl, paymentsUrl]);
  usePageLanguage(setsPageLang);
  const config = useMemo(
    () => ({ apiUrl, paymentsUrl, registerUrl, googleSignIn, onRealtime }),
    [apiUrl, paymentsUrl, registerUrl, googleSignIn, onRealtime],
  );
  return (
    <DashboardConfigProvider value={config}>
      <DashboardErrorBoundary>
        <AppRouter />
      </DashboardErrorBoundary>
    </DashboardConfigProvider>
  );
}
