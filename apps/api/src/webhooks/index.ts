import type { FastifyInstance } from 'fastify';
import { registerEventCleanup } from '../events/retention.js';
import { webhookDeliveryJob } from './delivery-job.js';
import { createDispatcher, type Dispatcher } from './dispatcher.js';
import { webhooksRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** reads the outbox and queues webhook deliveries (decision 031) */
    eventDispatcher: Dispatcher;
  }
}

/**
 * Webhooks (decision 031): the delivery job on the durable queue, the dispatcher that reads
 * the outbox every EVENT_DISPATCH_MS once the app is ready, and the screen's routes.
 */
export function registerWebhooks(app: FastifyInstance) {
  const job = webhookDeliveryJob(app.db, app.config.webhooks);
  app.jobs.define(job);
  const dispatcher = createDispatcher(app.db, app.jobs, job, app.config.webhooks, app.log);
  app.decorate('eventDispatcher', dispatcher);
  // events and settled deliveries past EVENT_RETENTION_DAYS, once a day
  registerEventCleanup(app, app.config.webhooks.retentionDays);
  app.addHook('onReady', async () => dispatcher.start(app.config.webhooks.dispatchMs));
  app.addHook('onClose', dispatcher.stop);
  webhooksRoutes(app, dispatcher);
}
