export { defineJob, type JobKind, type JobRun } from './job-kind.js';
export { createJobQueue, type JobQueue } from './job-queue.js';
export { queueDatabase } from './queue-database.js';
export { registerJobQueue } from './register-jobs.js';
