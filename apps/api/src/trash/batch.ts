import { randomUUID } from 'node:crypto';

/** A delete request's batch: every record it moves to the trash carries it (one Undo). */
export const newBatch = () => randomUUID();
