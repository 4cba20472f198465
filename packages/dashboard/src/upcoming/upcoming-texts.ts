import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DashboardSection } from '../app/routes';

/** What each page behind the menu will hold, said plainly until its own issue builds it. */
/** The sections whose own issue has not built them yet. */
export type UpcomingSection = Exclude<DashboardSection, 'panel' | 'customers' | 'services' | 'purchases' | 'charges' | 'web-checkout' | 'general-data'>;

export const UPCOMING_TEXTS: Record<UpcomingSection, MessageDescriptor> = {
  'payment-methods': msg`Choosing the payment methods your customers can use is coming soon.`,
  'terms-and-conditions': msg`Uploading your terms and conditions for the checkout is coming soon.`,
  api: msg`Your API keys and the integration settings are coming soon.`,
};

/** The panel's charts, shown below the onboarding card. */
export const PANEL_CHARTS_TEXT: MessageDescriptor = msg`Revenue, payouts, subscriptions and sales charts for the day, week or month are coming soon.`;
