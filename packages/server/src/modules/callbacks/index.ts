import type { FastifyInstance } from 'fastify';
import { DEFAULT_CALLBACK_SETTINGS } from '../../config';
import { callbacksRoutes } from './callbacks.routes';
import { onEventWritten } from '../../realtime/emit';
import { createCallbackDispatcher, type CallbackDispatcher } from './dispatcher';
import { enqueueCallback } from './enqueue-commands';

declare module 'fastify' {
  interface FastifyInstance {
    callbacks: CallbackDispatcher;
  }
}

/**
 * Merchant callbacks (Standard Webhooks): the delivery log routes, and the dispatcher that sends what emitEvent
 * enqueued (this module hands realtime its enqueue as the event hook). It starts with the app, polls, is woken after the outbox
 * publishes, and stops on close.
 */
export function callbacksModule(app: FastifyInstance): CallbackDispatcher {
  const settings = app.config.callbacks ?? DEFAULT_CALLBACK_SETTINGS;
  if (settings.allowLoopback && app.config.production) throw new Error('callbacks.allowLoopback is refused in production');
  const dispatcher = createCallbackDispatcher({ db: app.database.db, clock: app.clock, log: app.log, settings });
  app.decorate('callbacks', dispatcher);
  onEventWritten(enqueueCallback);
  callbacksRoutes(app);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
  return dispatcher;
}
