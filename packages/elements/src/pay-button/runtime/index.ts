/**
 * The <pay-button> code loaded on intent (decision 0250), beside the checkout itself: the attribute check (the
 * contract's rules without its schemas, decision 1175), the error reports, the debug diagnosis, the <merchant-checkout> definition (preact, r2wc,
 * defineElement) and the priming of its first reads. A page where nobody shows intent never loads it, unless a
 * button fails its session check (then it reports why) or has `debug`.
 */
import { takeCspViolations } from '../csp-watch';
import type { CheckoutSessionRequest, PayButtonErrorDetail, PayButtonProps, PayButtonReadyDetail } from '../pay-button-props';
import type { WidgetConfig } from '../widget-config';
import { checkoutRequest } from '../checkout-body';
import { invalidAttributes } from './checkout-request';
import { diagnose } from './diagnose';
import { toErrorDetail, widgetError } from './report';
import { unsignedError, warnSignature } from './signature';
import type { SessionCheck, WidgetTarget } from '../widget-api';

export { reportError, toErrorDetail, widgetError } from './report';
export { primeCheckout } from './prime-checkout';
export { warnSignature } from './signature';
export { pageReturn } from '@cobro/checkout/page-return';
export { defineMerchantCheckout, merchantCheckout } from '../../elements/merchant-checkout';

export type ButtonCheck =
  | { ok: true; target: WidgetTarget; request: CheckoutSessionRequest; ready: PayButtonReadyDetail }
  | { ok: false; error: PayButtonErrorDetail };

/**
 * Whether the button can open a checkout: the key and API URL are known (OTFE-001), the attributes are valid
 * (OTFE-002), the page's session check passed (its code otherwise), and a live key's web-services button is signed
 * (WID-007; a test key only warns). With `debug`, prints the diagnosis. The session check is the click's part's
 * (`widgetSession`), handed in: imported, it would tie this chunk to that one, and the other elements' scripts that
 * load this chunk for the checkout's styles would load the click's code too (decision 1169).
 */
export async function checkButton(
  props: PayButtonProps,
  config: WidgetConfig,
  widgetSession: (target: WidgetTarget) => Promise<SessionCheck>,
  debug: boolean,
): Promise<ButtonCheck> {
  const request = checkoutRequest(props);
  let check: SessionCheck | undefined;
  let result: ButtonCheck;
  const fields = invalidAttributes(request);
  if (!config.key || !config.api) result = { ok: false, error: widgetError('OTFE-001') };
  else if (fields) result = { ok: false, error: widgetError('OTFE-002', fields) };
  else {
    const target = { key: config.key, api: config.api };
    check = await widgetSession(target);
    const unsigned = check.ok ? unsignedError(request, check.session) : undefined;
    result = !check.ok
      ? { ok: false, error: toErrorDetail(check.error) }
      : unsigned
        ? { ok: false, error: unsigned }
        : { ok: true, target, request, ready: { mode: check.session.mode, company_name: check.session.organization.company_name } };
    if (result.ok && request.plan !== undefined && !request.signature) warnSignature('missing');
  }
  if (debug) diagnose(config, check, result.ok ? undefined : result.error, takeCspViolations(), request);
  return result;
}
