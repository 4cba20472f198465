import { readParameter } from './parameters';

/**
 * Bizum through Redsys (decision 1136): the redirection's usual signed form, restricted to Bizum by
 * `DS_MERCHANT_PAYMETHODS=z`, with the buyer's mobile when known so that Bizum's page shows it filled in. Redsys
 * reports a Bizum payment with `Ds_ProcessedPayMethod` 68 and the mobile in `Ds_Bizum_MobileNumber`.
 */
export const BIZUM_PAY_METHODS = 'z';
export const BIZUM_PROCESSED_PAY_METHOD = '68';

/** The request parameters that make a Redsys redirection a Bizum payment. */
export function bizumRequestParameters(phone: string | undefined): Record<string, string> {
  return { DS_MERCHANT_PAYMETHODS: BIZUM_PAY_METHODS, ...(phone ? { DS_MERCHANT_BIZUM_MOBILENUMBER: phone } : {}) };
}

/** Whether a signed request asks for Bizum. */
export const isBizumRequest = (parameters: Record<string, string>) => readParameter(parameters, 'DS_MERCHANT_PAYMETHODS') === BIZUM_PAY_METHODS;

/** The last four digits of the mobile a Bizum notification names, all a receipt or the dashboard needs; else null. */
export function bizumPhoneLast4(parameters: Record<string, string>): string | null {
  const digits = (readParameter(parameters, 'Ds_Bizum_MobileNumber') ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
