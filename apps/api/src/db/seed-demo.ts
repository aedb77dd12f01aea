import type { Db } from './client.js';

/** Filled in by the demo-library generator; see seed-demo notes in README. */
export async function seedDemoLibrary(_db: Db) {}
