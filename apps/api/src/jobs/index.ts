export { defineJob, type JobRun } from './job-kind.js';
export { createJobQueue } from './job-queue.js';
export { queueDatabase } from './queue-database.js';
export { registerJobQueue } from './register-jobs.js';
