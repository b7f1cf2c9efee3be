import type { FastifyInstance } from 'fastify';
import { createBackgroundJob, type BackgroundJob, type BackgroundJobOptions } from '../../services/background-job.ts';

/** A background job that starts when the app is ready and stops before the database closes. */
export function runInBackground(app: FastifyInstance, options: Omit<BackgroundJobOptions, 'log'>): BackgroundJob {
  const job = createBackgroundJob({ ...options, log: app.log });
  app.addHook('onReady', async () => void job.start());
  app.addHook('onClose', async () => job.stop());
  return job;
}
