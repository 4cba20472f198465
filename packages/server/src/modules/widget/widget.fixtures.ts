import type { FastifyInstance } from 'fastify';
import { signIn, TEST_PUBLIC_URL } from '../../../test/harness';
import { DEMO_WIDGET_DOMAIN, DEMO_WIDGET_KEY } from '../../seed/index';

/** A page of the demo merchant's allowlisted domain calling the widget API with its key. */
export const DEMO_PAGE = { origin: DEMO_WIDGET_DOMAIN, 'x-widget-key': DEMO_WIDGET_KEY } as const;
/** The test server's own origin (PUBLIC_URL of the fixtures). */
export const OWN_ORIGIN = TEST_PUBLIC_URL;

/** A widget call from a merchant's page: the key header and the page's Origin, no cookies. */
export const widgetCall = (app: FastifyInstance, method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers, payload: payload as never });

/** A dashboard call of the signed-in merchant (same-origin, with the session cookie). */
export async function dashboard(app: FastifyInstance, account?: { email: string; password: string }) {
  const cookie = await signIn(app, account);
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: { cookie }, payload: payload as never });
}

/** The plan data of a web-services button, as its attributes arrive. */
export const buttonPlan = (over: Record<string, unknown> = {}) => ({
  service_name: 'Talleres online',
  plan_name: 'Taller de cerámica',
  description: 'Cuatro sesiones',
  amount: '19.90',
  type: 'Unique',
  ...over,
});

/** A click on a <pay-button> of the demo page: POST /widget/checkout-sessions. */
export const clickButton = (app: FastifyInstance, body: unknown, headers: Record<string, string> = DEMO_PAGE) =>
  widgetCall(app, 'POST', '/widget/checkout-sessions', headers, body);
