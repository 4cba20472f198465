import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DashboardSection } from './routes';

/** The name of each dashboard section: its menu entry, its page heading and its document title. */
export const SECTION_TITLES: Record<DashboardSection, MessageDescriptor> = {
  panel: msg`Panel`,
  customers: msg`Customers`,
  services: msg`Services`,
  purchases: msg`Sales`,
  charges: msg`Payments`,
  'general-data': msg`General data`,
  'gateway-company': msg`Company`,
  'gateway-contact': msg`Contact`,
  'gateway-legal-representative': msg`Legal representative`,
  'payment-methods': msg`Payment methods`,
  'terms-and-conditions': msg`Terms and conditions`,
  'web-checkout': msg`Web checkout`,
  api: msg`API`,
  profile: msg`Profile`,
};

export const CONFIGURATION_GROUP_TITLES: Record<'business' | 'integrations', MessageDescriptor> = {
  business: msg`Business`,
  integrations: msg`Integrations`,
};
