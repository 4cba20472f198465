import { ApiError } from '@cobro/client';
import { WIDGET_LOCAL_LIVE_KEY_PREFIX, WIDGET_TEST_KEY_PREFIX } from '@cobro/contracts';
import { version } from '../../../package.json';
import type { CspViolation } from '../csp-watch';
import type { CheckoutSessionRequest, PayButtonErrorDetail } from '../pay-button-props';
import type { WidgetConfig } from '../widget-config';
import { signatureLine } from './signature';
import type { SessionCheck } from '../widget-api';

/** `pk_test_abcd…wxyz`: enough to tell keys apart in a screenshot, not enough to copy one. */
export const maskKey = (key: string) => (key.length > 16 ? `${key.slice(0, 12)}…${key.slice(-4)}` : `${key.slice(0, 8)}…`);

/** What the key is, for the integrator: a local live key must never pass for a live one (decision 1121). */
export function keyKind(key: string): string {
  if (key.startsWith(WIDGET_LOCAL_LIVE_KEY_PREFIX)) {
    return 'local live key: live-mode rules (a web-services button must be signed, WID-007) on a server running the sandbox, localhost pages allowed, no real money';
  }
  if (key.startsWith(WIDGET_TEST_KEY_PREFIX)) return 'test key: sandbox payments, localhost pages allowed, an unsigned plan only warned about';
  return 'live key: real payments, the configured domain only';
}

function apiLine(api: string | undefined, check: SessionCheck | undefined): string {
  if (!api) return 'API: missing (the script URL has no ?api=, the button no api-url)';
  if (!check) return `API: ${api} (not called: the button is not valid)`;
  if (check.ok) return `API: ${api} reachable, GET /widget/session answered in ${check.ms} ms`;
  const { error } = check;
  if (error instanceof ApiError && error.status === 0) {
    return `API: ${api} unreachable after ${check.ms} ms (network, CORS, or the page's CSP connect-src): ${error.message}`;
  }
  const answer = error instanceof ApiError ? `${error.status} ${error.code} ${error.message}` : String(error);
  return `API: ${api} answered ${answer} after ${check.ms} ms`;
}

function domainLine(check: SessionCheck | undefined, key: string | undefined): string {
  const origin = `Page origin ${location.origin}`;
  if (!check) return `${origin}: not checked yet`;
  if (check.ok) {
    const local = key?.startsWith(WIDGET_TEST_KEY_PREFIX) || key?.startsWith(WIDGET_LOCAL_LIVE_KEY_PREFIX);
    const loopback = local ? ' (or a localhost page, allowed for test and local live keys)' : '';
    return `${origin}: allowed, it is the configured domain${loopback}`;
  }
  if (check.error instanceof ApiError && check.error.code === 'AE-003') {
    return `${origin}: refused (AE-003), it is not the domain configured in Configuration > Web checkout`;
  }
  return `${origin}: unknown, the session call failed`;
}

/** The `debug` attribute's one grouped console diagnosis, printed once the button has checked itself. */
export function diagnose(
  config: WidgetConfig,
  check: SessionCheck | undefined,
  problem: PayButtonErrorDetail | undefined,
  violations: readonly CspViolation[],
  request?: CheckoutSessionRequest,
): void {
  console.group('[Cobro <pay-button> debug]');
  console.info(`Script version ${version}`);
  console.info(`Widget key: ${config.key ? `${maskKey(config.key)}, ${keyKind(config.key)}` : 'missing (the script URL has no ?key=, the button no widget-key)'}`);
  console.info(apiLine(config.api, check));
  console.info(domainLine(check, config.key));
  if (check?.ok) {
    const { session } = check;
    console.info(
      `Merchant ${session.organization.company_name}, ${session.mode} mode; widget version configured ${session.version}, latest ${session.latest_version}`,
    );
  }
  console.info(problem ? `Button: ${problem.code} ${problem.message}` : 'Button: attributes valid', problem?.fields ?? '');
  if (request) console.info(signatureLine(request, check?.ok ? check.session : undefined));
  console.info(`Content Security Policy violations so far: ${violations.length}`, violations);
  console.groupEnd();
}
