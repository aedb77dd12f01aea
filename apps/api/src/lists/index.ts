// The list engine (decision 007): an area declares its list (declaration.ts), compiles it
// once and registers its routes; nothing else of this folder is meant for areas.
export { registerBulkRoutes } from './bulk/register-bulk.js';
export type { SetChange } from './bulk/set-change.js';
export type { BuildChange } from './bulk/set-column.js';
export { setColumn, setEditedColumn } from './bulk/set-column.js';
export { compileList } from './compile.js';
export { defineListArea, sortOn } from './declaration.js';
export { exportFields, itemMapper, listFields, mediaItemColumns } from './fields.js';
export type { Finder } from './find.js';
export { runImport } from './import/engine.js';
export { UnreadableFile } from './import/parse.js';
export { registerImportRoute } from './import/route.js';
export { NDJSON, streamedImport } from './import/stream-answer.js';
export type { BatchOutcome, ImportTarget, ImportWriteContext } from './import/target.js';
export { MERGED_IMPORT_DIFF } from './import/upsert-rows.js';
export { upsertImport } from './import/upsert-target.js';
export { isoTimeSql } from './orders.js';
export { registerList } from './register.js';
export { registerSlotsUploadRoute } from './slots-upload-route.js';
export { Params } from './statement.js';
export { IMAGES, registerUploadRoute, VIDEOS } from './upload-route.js';
