import type { StoredFilesSwept } from './media.js';
import type { Trashable } from './trash-area.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** every area's trash declaration by audit entity name (the purge reads media columns) */
    trashables: Map<string, Trashable>;
    /** the stored files' sweep (decision 020): hourly, and in the background after Delete forever */
    storedFiles: { sweep(now?: Date): Promise<StoredFilesSwept> };
  }
}

export { newBatch } from './batch.js';
export { purgeTrash, registerTrashPurge } from './purge.js';
export { registerTrash } from './register-trash.js';
export type { Trashable, TrashDeps, TrashLink } from './trash-area.js';
export { trashMany, trashOne } from './trash-records.js';
