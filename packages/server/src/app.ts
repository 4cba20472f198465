import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { handleError, registerErrorHandler } from './errors/error-handler';
import { registerCompression } from './http/compression';
import { registerControlCharacterGuard } from './http/control-characters';
import { registerCsrfGuard } from './http/csrf';
import { noSniff, registerNoSniff } from './http/nosniff';
import { accountsRoutes, profileRoutes } from './modules/accounts/index';
import { apiKeysRoutes } from './modules/api-keys/index';
import { authRoutes } from './modules/auth/auth.routes';
import { googleRoutes } from './modules/google/index';
import { healthRoutes } from './modules/health/health.routes';
import { chargeEventDetail, chargesRoutes, enqueueReceiptMail, mailReceipt, receiptsRoutes } from './modules/charges/index';
import { customersRoutes } from './modules/customers/index';
import { exportRoutes } from './modules/export/index';
import { gatewayRoutes } from './modules/gateway/index';
import { purchasesRoutes } from './modules/purchases/index';
import { findPortalSession, portalRoutes } from './modules/portal/index';
import { publicApiRoutes } from './modules/public-api/index';
import { devMailEnabled, devMailRoutes, mailQueueModule, registerMailer } from './mail/index';
import { organizationsRoutes } from './modules/organizations/organizations.routes';
import { paymentMethodsRoutes } from './modules/payment-methods/index';
import { panelRoutes } from './modules/panel/index';
import { productPlansRoutes } from './modules/product-plans/index';
import { servicesRoutes } from './modules/services/index';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { testHookRoutes } from './modules/test-hooks/test-hooks.routes';
import { callbacksModule } from './modules/callbacks/index';
import { onEventDetail, onEventWritten } from './realtime/emit';
import { createOutboxDispatcher } from './realtime/outbox';
import { createRealtime } from './realtime/socket';
import { findSession, sessionAlive, sessionCookieOf, SESSION_COOKIE } from './modules/auth/index';
import type { AccessResolvers } from './http/access';
import { registerStatic } from './static/static-routes';
import { startScheduler } from './scheduler';
import { checkoutRoutes } from './modules/checkout/index';
import { paymentsConfigOf, paymentsModule, type PaymentsOptions } from './modules/payment-engine/index';
import { subscriptionsRoutes } from './modules/subscriptions/index';
import { acknowledgeWithdrawal, withdrawalsRoutes } from './modules/withdrawals/index';
import { isAllowedPageOrigin, widgetAccessFor, widgetRoutes } from './modules/widget/index';
import { safeLogging } from './provider-protocols/log-redaction';
import './types';

export interface AppOptions {
  config: ServerConfig;
  /** An opened and migrated database; the app does not own it and does not close it. */
  database: Database;
  clock?: Clock;
  /** Payment providers from configuration (PAYMENTS_PROVIDER, STRIPE_*) unless given; tests pass recorded clients. */
  payments?: PaymentsOptions;
  /** Runs the every-minute billing and the sandbox settle loop; tests that drive billing by the clock turn it off. */
  scheduler?: boolean;
  /** Where log lines go: standard output unless given (tests read the lines). */
  logStream?: DestinationStream;
}

/** One log line per request (Fastify's default writes two: received and completed). */
class OneLineLogController extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** The whole server (API, socket.io, outbox, static files) without listening: main listens, tests inject. */
export async function buildApp({ config, database, clock = systemClock, payments, scheduler = true, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Quality bars 19 and 25: whatever a line carries (an error echoing a body, a URL), no card number, password
      // link token or secret query parameter is written (decision 0211).
      ...safeLogging,
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    // Behind a load balancer, request.ip is the client's (X-Forwarded-For from the named proxy), not the balancer's.
    trustProxy: config.trustProxy ?? false,
    logController: new OneLineLogController(),
    // A URL the router cannot decode answers { code, message } like every other error; the hooks do not run for it.
    frameworkErrors: (error, request, reply) => handleError(error, request, noSniff(reply)),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  // The floors (http, realtime) learn who is calling from the modules that know, passed in here.
  app.decorate('access', {
    session: (request) => findSession(database.db, sessionCookieOf(request), clock.now()),
    widget: (request) => widgetAccessFor(app, request),
    portal: (request) => findPortalSession(database.db, request, clock.now()),
    pageOrigin: (request, origin) => isAllowedPageOrigin(app, request, origin),
  } satisfies AccessResolvers);

  registerNoSniff(app);
  await app.register(fastifyCookie);
  await registerCompression(app);
  // JSON only: text/plain is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerCsrfGuard(app);
  registerControlCharacterGuard(app);

  authRoutes(app);
  googleRoutes(app);
  organizationsRoutes(app);
  gatewayRoutes(app);
  paymentMethodsRoutes(app);
  tasksRoutes(app);
  panelRoutes(app);
  productPlansRoutes(app);
  servicesRoutes(app);
  registerMailer(app);
  accountsRoutes(app);
  profileRoutes(app);
  customersRoutes(app);
  chargesRoutes(app);
  purchasesRoutes(app);
  exportRoutes(app);
  receiptsRoutes(app);
  if (devMailEnabled(config)) devMailRoutes(app);
  checkoutRoutes(app);
  subscriptionsRoutes(app);
  portalRoutes(app);
  withdrawalsRoutes(app);
  widgetRoutes(app, { sandbox: () => paymentsConfigOf(app).cardProvider === 'sandbox' });
  await paymentsModule(app, payments);
  apiKeysRoutes(app, { sandbox: () => paymentsConfigOf(app).cardProvider === 'sandbox' });
  publicApiRoutes(app);
  healthRoutes(app);
  if (config.testHooks) testHookRoutes(app);
  await registerStatic(app);

  // A charge event carries the charge's row, which the screens patch in place (decision 0107).
  onEventDetail(chargeEventDetail);
  const callbacks = callbacksModule(app);
  // The mails the buyer is owed, queued with what owes them and sent with retries (decision 1162).
  onEventWritten(enqueueReceiptMail);
  const mailQueue = mailQueueModule(app, {
    receipt: (mail) => mailReceipt(app, mail.organizationId, mail.subjectId),
    withdrawal: (mail) => acknowledgeWithdrawal(app, mail.subjectId),
  });
  const realtime = await createRealtime(app, {
    find: (cookies) => findSession(database.db, cookies[SESSION_COOKIE], clock.now()),
    alive: (idHash) => sessionAlive(database.db, idHash, clock.now()),
  });
  app.decorate('io', realtime.io);
  const outbox = createOutboxDispatcher({
    db: database.db,
    clock,
    log: app.log,
    publish: (room, event, payload) => realtime.io.to(room).emit(event, payload),
    afterPublish: () => {
      callbacks.wake();
      mailQueue.wake();
    },
  });
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  if (scheduler) {
    let stopScheduler = () => {};
    app.addHook('onReady', async () => {
      stopScheduler = startScheduler(app);
    });
    app.addHook('onClose', async () => stopScheduler());
  }
  app.addHook('onClose', async () => {
    await outbox.stop();
    await realtime.close();
  });
  return app;
}
