/** Dashboard calls: the merchant's session cookie (all calls send credentials, dashboard-core 7). */
export const SESSION = { service: 'api', access: 'session', credentials: true } as const;
/** Anonymous calls that still send credentials (sign-in flows, checkout steps: public-flows 7). */
export const PUBLIC = { service: 'api', access: 'public', credentials: true } as const;
/** The public purchase-link and subscription reads: no credentials (public-flows 1 and 7). */
export const PUBLIC_READ = { service: 'api', access: 'public', credentials: false } as const;
/** The payments service (`/{provider}/create-purchase`, `/{provider}/payment-data`), called by the checkout. */
export const PAYMENTS = { service: 'payments', access: 'public', credentials: true, idempotent: true } as const;
/** Widget API: called from a merchant's page with the widget key header and an allowlisted Origin; no cookies. */
export const WIDGET = { service: 'api', access: 'widget', credentials: false } as const;
/** The buyer portal's calls: the portal session cookie only (decision 1152). */
export const PORTAL = { service: 'api', access: 'portal', credentials: true } as const;
