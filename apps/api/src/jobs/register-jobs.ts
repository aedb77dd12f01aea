import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createJobQueue, type JobQueue } from './job-queue.js';
import { queueDatabase } from './queue-database.js';
import { jobsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the durable job queue (decision 022): declare kinds while building, send jobs any time */
    jobs: JobQueue;
  }
}

/**
 * The job queue on the app's database: kinds are declared by the modules registered after
 * this (jobs.define), it starts once the app is ready (every kind's queue, workers and
 * schedule), and closing the app stops it first: running jobs end or are failed, to be
 * retried, before the database closes.
 */
export async function registerJobQueue(app: FastifyInstance, config: Config['jobs']) {
  const queue = createJobQueue(queueDatabase(app.database), {
    pollSeconds: config.pollSeconds,
    maintenanceSeconds: config.maintenanceSeconds,
    log: app.log,
  });
  app.decorate('jobs', queue);
  app.addHook('onReady', queue.start);
  app.addHook('onClose', queue.stop);
  await app.register(jobsRoutes);
}
