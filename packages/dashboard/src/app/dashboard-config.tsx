import type { RealtimeNotice } from '@cobro/data';
import { createContext, useContext, type ReactNode } from 'react';

export interface DashboardConfig {
  /** Base URL of the main API, as the element received it. */
  apiUrl: string;
  /** Base URL of the payments service (the sandbox card frame); defaults to `{apiUrl}/payments`. */
  paymentsUrl?: string;
  /** An external contact or demo form for "create an account"; without it the register links lead to /signup. */
  registerUrl?: string;
  /** Whether the server offers Google sign-in; without it no Google button is shown (it could only fail). */
  googleSignIn?: boolean;
  /** The element's `cobro-realtime` dispatcher, when it has one. */
  onRealtime?: (notice: RealtimeNotice) => void;
}

const DashboardConfigContext = createContext<DashboardConfig | null>(null);

export function DashboardConfigProvider({ value, children }: { value: DashboardConfig; children: ReactNode }) {
  return <DashboardConfigContext.Provider value={value}>{children}</DashboardConfigContext.Provider>;
}

export function useDashboardConfig(): DashboardConfig {
  const config = useContext(DashboardConfigContext);
  if (!config) throw new Error('useDashboardConfig() needs <MerchantDashboard> above it');
  return config;
}
