import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { loadConfig } from '../src/config.js';

// The migration tests' way to build a library as it was before one migration: the folders made
// here go when the test file ends.
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before `tag`: the files, and the journal without it and later ones. */
export function migrationsBefore(tag: string) {
  const from = loadConfig().migrationsDir;
  const dir = mkdtempSync(join(tmpdir(), 'adlib-migrations-'));
  dirs.push(dir);
  cpSync(from, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { before: dir, all: from };
}
