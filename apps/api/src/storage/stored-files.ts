import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storedFiles } from '../db/schema.js';

/** One file an upload route stored: its key, size in bytes, sniffed type and who sent it. */
export interface StoredFile {
  key: string;
  size: number;
  type: string;
  storedBy: number | undefined;
}

/**
 * Enters a stored file in the registry (decision 020): from now on the sweep removes it once
 * nothing refers to it. A file not entered here is never removed.
 */
export async function registerStoredFile(db: Db, file: StoredFile) {
  await db
    .insert(storedFiles)
    .values({ key: file.key, size: file.size, type: file.type, stored_by: file.storedBy ?? null });
}

/** Takes keys out of the registry (a refused upload's file, about to be deleted). */
export async function forgetStoredFiles(db: Db, keys: readonly string[]) {
  if (keys.length) await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
}
