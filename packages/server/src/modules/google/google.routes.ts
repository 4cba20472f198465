import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { urlOf } from '../../http/route-url';
import { pageLanguage } from '../../static/admin-page';
import { afterAnswer, sendWelcomeMail } from '../accounts/index';
import { AFTER_LOGIN_URL, startSession } from '../auth/index';
import { googleClient } from './google-client';
import { googleAccount } from './google-commands';
import { clearFlowCookie, flowOf, setFlowCookie } from './google-flow';

/** Where the dashboard shows a failure the redirect brings (`code_error`, public-flows 8) and where sign-up leads. */
const SIGN_IN_URL = '/signin';
const ACTIVATION_INTRO_URL = '/activate-your-payment-gateway';

/** The provider sends the browser back with a code (or an error) and the state: anything else starts a flow. */
const isCallback = (request: FastifyRequest) => {
  const query = request.query as Record<string, unknown>;
  return query.code !== undefined || query.error !== undefined;
};

/**
 * GET /auth/google-login (decision 0209): a browser navigation. Without a code it starts an OpenID Connect flow and
 * redirects to the provider; the provider redirects back to this same URL, which checks the answer, signs the
 * person in (signing a new one up) and redirects to the dashboard, or to sign-in with `code_error` on failure.
 * Without Google configured it redirects to sign-in with GOO-001 (the dashboard then offers no button).
 */
export function googleRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const client = app.config.google ? googleClient(app.config.google) : null;
  const path = urlOf(endpoints.googleLogin);

  route(app, endpoints.googleLogin, async ({ request, reply }) => {
    const redirect = (location: string) => {
      reply.code(302).header('location', location);
      return undefined;
    };
    // The address registered at the provider: this URL on the public origin, whatever the proxy forwarded.
    const redirectUri = `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}${path}`;
    const secure = redirectUri.startsWith('https:');
    try {
      if (!client) throw new AppError('GOO-001');
      if (!isCallback(request)) {
        const { url, flow } = await client.start(redirectUri);
        setFlowCookie(reply, flow, path, secure);
        return redirect(url.href);
      }
      const flow = flowOf(request);
      clearFlowCookie(reply, path, secure);
      if (!flow) throw new Error('no Google sign-in was started in this browser');
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = new URL(request.url, redirectUri).search;
      const profile = await client.finish(callbackUrl, flow);
      const language = pageLanguage(request.headers['accept-language']);
      const { userId, created } = await googleAccount(db, profile, language, request.ip, app.clock.now());
      await startSession(app, request, reply, userId);
      if (created) afterAnswer(app, reply, 'welcome mail', () => sendWelcomeMail(app, userId));
      return redirect(created ? ACTIVATION_INTRO_URL : AFTER_LOGIN_URL);
    } catch (error) {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'Google sign-in refused');
      const code = error instanceof AppError ? error.code : 'GOO-001';
      return redirect(`${SIGN_IN_URL}?code_error=${code}`);
    }
  });
}
