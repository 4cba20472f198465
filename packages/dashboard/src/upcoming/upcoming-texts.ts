import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DashboardSection } from '../app/routes';

/** What each page behind the menu will hold, said plainly until its own issue builds it. */
export const UPCOMING_TEXTS: Record<Exclude<DashboardSection, 'panel'>, MessageDescriptor> = {
  customers: msg`The list of your customers, with search, filters, export and each customer's details, is coming soon.`,
  services: msg`Creating and managing your services and their one-off or recurring plans is coming soon.`,
  purchases: msg`The list of your sales and subscriptions, with their actions (cancel, pause, resume, manual payment), is coming soon.`,
  charges: msg`The list of your payments, with refunds, receipts and their details, is coming soon.`,
  'general-data': msg`Editing your company's general data is coming soon.`,
  'payment-methods': msg`Choosing the payment methods your customers can use is coming soon.`,
  'terms-and-conditions': msg`Uploading your terms and conditions for the checkout is coming soon.`,
  'web-checkout': msg`Setting up the checkout button for your website (domains, callback and code) is coming soon.`,
  api: msg`Your API keys and the integration settings are coming soon.`,
};

/** The panel's charts, shown below the onboarding card. */
export const PANEL_CHARTS_TEXT: MessageDescriptor = msg`Revenue, payouts, subscriptions and sales charts for the day, week or month are coming soon.`;
