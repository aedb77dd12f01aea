export type { MergeRecords } from './merge-records.js';
export { mergeRecords } from './merge-records.js';
export { registerDuplicateMergeRoute } from './route.js';
