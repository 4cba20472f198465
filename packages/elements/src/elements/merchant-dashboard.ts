import { dashboardStyles, MerchantDashboard } from '@cobro/dashboard';
import { loadDashboardCatalog } from '@cobro/i18n';
import { uiStyles } from '@cobro/ui';
import type { ComponentProps } from 'react';
import { defineElement } from '../define-element/define-element';
import type { ElementDefinition } from '../define-element/definition';

export type MerchantDashboardProps = ComponentProps<typeof MerchantDashboard>;

/**
 * `<merchant-dashboard api-url="/api" payments-url="..." locale="es">`: the whole merchant admin.
 * @event cobro-realtime - a realtime event arrived and the data it changed was refreshed; detail: RealtimeNotice
 */
export const merchantDashboard: ElementDefinition<MerchantDashboardProps> = {
  tag: 'merchant-dashboard',
  component: MerchantDashboard,
  props: { apiUrl: 'string', paymentsUrl: 'string', registerUrl: 'string', googleSignIn: 'boolean', setsPageLang: 'boolean', locale: 'string' },
  required: ['apiUrl'],
  events: { onRealtime: 'cobro-realtime' },
  loadCatalog: loadDashboardCatalog,
  styles: [...uiStyles, ...dashboardStyles],
};

export const defineMerchantDashboard = () => defineElement(merchantDashboard);

declare global {
  interface HTMLElementTagNameMap {
    'merchant-dashboard': HTMLElement & Partial<MerchantDashboardProps>;
  }
}
