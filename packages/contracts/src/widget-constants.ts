/**
 * The contract's values that <pay-button>'s first script reads (its form check before paint, its session call), apart
 * from constants.ts, which re-exports them: a module shared by the first script and the code loaded on intent goes
 * into the script's chunk whole, with every value the intent code reads of it (decision 1169).
 */

export const DEFAULT_CURRENCY = 'eur' as const;
export const DEFAULT_COUNTRY = 'ES' as const;

export const SERVICE_NAME_MAX = 50;
export const PLAN_NAME_MAX = 50;
export const PLAN_DESCRIPTION_MAX = 300;
export const BILLING_CYCLES_MIN = 2;
/** Largest value of a 4-byte integer column (amounts in cents, billing cycles, units): a bigger one cannot be stored. */
export const INT4_MAX = 2_147_483_647;

/** Price kinds: a fixed amount, or a variable (metered) one. */
export const PLAN_TYPES = ['fixed', 'variable'] as const;
/** What a variable plan charges when the subscription ends: the last usage, or nothing. */
export const FUTURE_CHARGES = ['last_charge', 'no_charge'] as const;
/** Who buys: a person (DNI/NIE) or a company (CIF). */
export const HOLDER_TYPES = ['PERSON', 'COMPANY'] as const;
/** The `plan-type` values of <pay-button>: a one-time plan or a subscription. */
export const WIDGET_PLAN_TYPES = ['Unique', 'Subscription'] as const;
/** The `frequency` values of <pay-button>: `semiannually`, where the plan form writes `semianually`. */
export const WIDGET_FREQUENCIES = ['day', 'week', 'month', 'quarterly', 'semiannually', 'year'] as const;

/**
 * Request header carrying the public widget key on widget-API calls (the script reads the key from its own URL,
 * `?key=`). Test keys (`pk_test_`) also answer http://localhost and http://127.0.0.1 pages; live keys only the domain.
 */
export const WIDGET_KEY_HEADER = 'x-widget-key' as const;
