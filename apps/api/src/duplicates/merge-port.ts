/**
 * What the bulk merge (merge-exact) needs of the merge (duplicates/merge/): keep one record,
 * move the others' collections, tags and links onto it, send them to the trash in one batch.
 * registerDuplicates takes it as a parameter (app.ts passes mergeRecords; a test may pass
 * another through app.duplicates.merge).
 */
export type { MergeRecords } from './merge/index.js';
