/**
 * The route table of <merchant-dashboard>. Pure data plus one resolver, so the table is tested without a browser;
 * the router component renders the page of the resolved id with wouter's location.
 */
import { PRODUCT_PREFIX } from '@cobro/contracts';

export type DashboardSection =
  | 'panel'
  | 'customers'
  | 'services'
  | 'purchases'
  | 'charges'
  | 'general-data'
  | 'gateway-company'
  | 'gateway-contact'
  | 'gateway-legal-representative'
  | 'payment-methods'
  | 'terms-and-conditions'
  | 'web-checkout'
  | 'api'
  | 'profile';

export type ResolvedRoute =
  | { kind: 'public'; page: 'signin' | 'logout' | 'forbidden' | 'activate' | 'not-found' | AuthPage }
  | { kind: 'product-payment'; page: ProductPaymentPage }
  | { kind: 'redirect'; to: string }
  | { kind: 'dashboard'; section: DashboardSection | 'not-found' };

export const SIGN_IN_PATH = '/signin';
export const LOGOUT_PATH = '/logout';
export const FORBIDDEN_PATH = '/forbidden';
export const ACTIVATE_PATH = '/activate';
/** The activation wizard's sub-routes, steps 1 to 5 (public-flows 2); /activate itself shows the first. */
export const ACTIVATION_STEP_SLUGS = ['company-info', 'contact-info', 'general-info', 'documents', 'bank-info'] as const;
export const DASHBOARD_HOME = '/dashboard/panel';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const SIGN_UP_PATH = '/signup';
export const ACTIVATION_INTRO_PATH = '/activate-your-payment-gateway';
export const SUCCESS_PATH = '/success';
/** The signed-in user's profile, opened from the account menu (ours, decision 1130). */
export const PROFILE_PATH = '/dashboard/profile';

/** The public pages of a visitor getting in (public-flows 2, "Auth layout" and "Other"), rendered by auth/. */
export type AuthPage = 'signup' | 'activation-intro' | 'forgot-password' | TokenLinkPage | 'success';

/**
 * The pages a mailed one-time link opens: /reset-password/:token and /create-password/:token (public-flows 2), and
 * /confirm-email/:token, the welcome mail's (ours, decision 1130).
 */
export type TokenLinkPage = 'reset-password' | 'create-password' | 'confirm-email';

/** Which link page a path is, and its token, or null for any other path. */
export function tokenLinkPage(path: string): { page: TokenLinkPage; token: string } | null {
  const match = /^\/(reset-password|create-password|confirm-email)\/([^/]+)$/.exec(path);
  if (!match) return null;
  try {
    return { page: match[1] as TokenLinkPage, token: decodeURIComponent(match[2]) };
  } catch {
    return null; // a malformed escape (`%E0`) is no token: not found
  }
}

export interface NavItem {
  section: DashboardSection;
  path: string;
  /** Sections nested under this one in the side menu. */
  children?: readonly NavItem[];
}

/** Main menu, in the spec's order (dashboard-core 2). */
export const MAIN_MENU: readonly NavItem[] = [
  { section: 'panel', path: '/dashboard/panel' },
  { section: 'customers', path: '/dashboard/customers' },
  { section: 'services', path: '/dashboard/services' },
  { section: 'purchases', path: '/dashboard/purchases' },
  { section: 'charges', path: '/dashboard/charges' },
];

export const GENERAL_DATA_PATH = '/dashboard/configuration/general-data';

/**
 * The payment gateway's steps 1 to 3 as forms of the configuration area, nested under general data in its side
 * menu (services-and-configuration 2), at the wizard's own step slugs (decision 1141).
 */
export const GATEWAY_STEP_SECTIONS: readonly NavItem[] = [
  { section: 'gateway-company', path: `${GENERAL_DATA_PATH}/${ACTIVATION_STEP_SLUGS[0]}` },
  { section: 'gateway-contact', path: `${GENERAL_DATA_PATH}/${ACTIVATION_STEP_SLUGS[1]}` },
  { section: 'gateway-legal-representative', path: `${GENERAL_DATA_PATH}/${ACTIVATION_STEP_SLUGS[2]}` },
];

/** Configuration menu, two groups (dashboard-core 2); general data holds the gateway's nested sections. */
export const CONFIGURATION_MENU: readonly { group: 'business' | 'integrations'; items: readonly NavItem[] }[] = [
  {
    group: 'business',
    items: [
      { section: 'general-data', path: GENERAL_DATA_PATH, children: GATEWAY_STEP_SECTIONS },
      { section: 'payment-methods', path: '/dashboard/configuration/payment-methods' },
      { section: 'terms-and-conditions', path: '/dashboard/configuration/terms-and-conditions' },
    ],
  },
  {
    group: 'integrations',
    items: [
      { section: 'web-checkout', path: '/dashboard/configuration/web-checkout' },
      { section: 'api', path: '/dashboard/configuration/api' },
    ],
  },
];

/** The pages of the services area (services-and-configuration 2): the list, create, and a service's detail. */
export type ServicesPage = { page: 'list' } | { page: 'create' } | { page: 'detail'; id: string };

export const SERVICES_PATH = '/dashboard/services';
export const SERVICE_CREATE_PATH = '/dashboard/services/create';
export const serviceDetailPath = (id: string) => `${SERVICES_PATH}/${encodeURIComponent(id)}/detail`;

/** Which services page a (normalized) path shows, or null when it is not one of them. */
export function servicesPage(path: string): ServicesPage | null {
  if (path === SERVICES_PATH) return { page: 'list' };
  if (path === SERVICE_CREATE_PATH) return { page: 'create' };
  const detail = /^\/dashboard\/services\/([^/]+)\/detail$/.exec(path);
  if (!detail) return null;
  try {
    return { page: 'detail', id: decodeURIComponent(detail[1]) };
  } catch {
    return null; // a malformed escape (`%E0`) is not a service id: not found
  }
}

/** Reads the `{id}` of a detail path, or null for a malformed escape (`%E0`), which is not an id: not found. */
function detailId(path: string, pattern: RegExp): string | null {
  const match = pattern.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The customers area (dashboard-core 2): the list and a customer's detail. */
export type CustomersPage = { page: 'list' } | { page: 'detail'; id: string };

export const CUSTOMERS_PATH = '/dashboard/customers';
export const customerDetailPath = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}/detail`;

export function customersPage(path: string): CustomersPage | null {
  if (path === CUSTOMERS_PATH) return { page: 'list' };
  const id = detailId(path, /^\/dashboard\/customers\/([^/]+)\/detail$/);
  return id === null ? null : { page: 'detail', id };
}

/**
 * The purchases area: the list, a purchase's detail, which the spec also writes without `/detail`
 * (services-and-configuration 2), so both spellings open it, and the withdrawal requests.
 */
export type PurchasesPage = { page: 'list' } | { page: 'withdrawals' } | { page: 'detail'; id: string };

export const PURCHASES_PATH = '/dashboard/purchases';
export const purchaseDetailPath = (id: string) => `${PURCHASES_PATH}/${encodeURIComponent(id)}/detail`;
/** The buyers' withdrawal requests (ours, decision 1153); a purchase id is never this word (ids are UUIDs). */
export const WITHDRAWALS_PATH = `${PURCHASES_PATH}/withdrawals`;

export function purchasesPage(path: string): PurchasesPage | null {
  if (path === PURCHASES_PATH) return { page: 'list' };
  if (path === WITHDRAWALS_PATH) return { page: 'withdrawals' };
  const id = detailId(path, /^\/dashboard\/purchases\/([^/]+)(?:\/detail)?$/);
  return id === null ? null : { page: 'detail', id };
}

export const CHARGES_PATH = '/dashboard/charges';

/**
 * The payment pages of the product's own plans and of a platform's card (dashboard-core 2, public-flows 2), under the
 * product's prefix: /uelz-plans/checkout/{id}/complete-payment and /success, /uelz-platform/checkout/complete-payment
 * and /success.
 */
export type ProductPaymentPage =
  | { page: 'plan-payment' | 'plan-success'; id: string }
  | { page: 'platform-payment' | 'platform-success' };

const PLANS_CHECKOUT = `/${PRODUCT_PREFIX}-plans/checkout`;
export const productPlanPaymentPath = (id: string) => `${PLANS_CHECKOUT}/${encodeURIComponent(id)}/complete-payment`;
export const productPlanSuccessPath = (id: string) => `${PLANS_CHECKOUT}/${encodeURIComponent(id)}/success`;
export const PLATFORM_PAYMENT_PATH = `/${PRODUCT_PREFIX}-platform/checkout/complete-payment`;
export const PLATFORM_SUCCESS_PATH = `/${PRODUCT_PREFIX}-platform/checkout/success`;

export function productPaymentPage(path: string): ProductPaymentPage | null {
  if (path === PLATFORM_PAYMENT_PATH) return { page: 'platform-payment' };
  if (path === PLATFORM_SUCCESS_PATH) return { page: 'platform-success' };
  const id = detailId(path, new RegExp(`^${PLANS_CHECKOUT}/([^/]+)/(?:complete-payment|success)$`));
  if (id === null) return null;
  return { page: path.endsWith('/success') ? 'plan-success' : 'plan-payment', id };
}

const ALL_SECTIONS: readonly NavItem[] = [...MAIN_MENU, ...CONFIGURATION_MENU.flatMap((g) => g.items.flatMap((i) => [i, ...(i.children ?? [])]))];

/** Drops a trailing slash (except the root), so `/signin/` and `/signin` are one route. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? normalizePath(path.slice(0, -1)) : path;
}

/** The step a (normalized) path under /activate shows, 0 to 4, or null when it is not one of the wizard's. */
export function activationStepIndex(path: string): number | null {
  if (path === ACTIVATE_PATH) return 0;
  const index = ACTIVATION_STEP_SLUGS.findIndex((slug) => path === `${ACTIVATE_PATH}/${slug}`);
  return index === -1 ? null : index;
}

export function resolveRoute(rawPath: string): ResolvedRoute {
  const path = normalizePath(rawPath);
  switch (path) {
    case '/':
    case SIGN_IN_PATH:
      return { kind: 'public', page: 'signin' };
    case LOGOUT_PATH:
      return { kind: 'public', page: 'logout' };
    case FORBIDDEN_PATH:
      return { kind: 'public', page: 'forbidden' };
    case SIGN_UP_PATH:
      return { kind: 'public', page: 'signup' };
    case ACTIVATION_INTRO_PATH:
      return { kind: 'public', page: 'activation-intro' };
    case FORGOT_PASSWORD_PATH:
      return { kind: 'public', page: 'forgot-password' };
    case SUCCESS_PATH:
      return { kind: 'public', page: 'success' };
    case '/dashboard':
      return { kind: 'redirect', to: DASHBOARD_HOME };
  }
  if (activationStepIndex(path) !== null) return { kind: 'public', page: 'activate' };
  const productPayment = productPaymentPage(path);
  if (productPayment) return { kind: 'product-payment', page: productPayment };
  const link = tokenLinkPage(path);
  if (link) return { kind: 'public', page: link.page };
  if (path.startsWith('/dashboard/')) {
    if (servicesPage(path)) return { kind: 'dashboard', section: 'services' };
    if (customersPage(path)) return { kind: 'dashboard', section: 'customers' };
    if (purchasesPage(path)) return { kind: 'dashboard', section: 'purchases' };
    if (path === PROFILE_PATH) return { kind: 'dashboard', section: 'profile' };
    const section = ALL_SECTIONS.find((item) => item.path === path)?.section;
    return { kind: 'dashboard', section: section ?? 'not-found' };
  }
  return { kind: 'public', page: 'not-found' };
}
