// Every repository path the docs name exists: a newcomer who follows a doc to a file finds it.
//
// The rule (what counts as a path, and where it is looked for):
// - Scanned: README.md, CONTRIBUTING.md and every docs/**/*.md, outside fenced code blocks
//   (those hold code and trees, not references).
// - A candidate is an inline code span that is one path and nothing else (letters, digits,
//   `.`, `_`, `-`, `@` and `/`, at least one `/`), or a Markdown link's target.
// - Skipped: templates (`<area>`, `{a,b}`, `*`), URLs and API paths (a leading `/` or a scheme),
//   and what a run makes rather than the repository holds (GENERATED below).
// - A link's target resolves from the doc's folder, as a Markdown viewer resolves it.
// - A span resolves from the root (`apps/api/src/config.ts`, `.ci/run`) or from one of the code
//   roots in BASES, the way the docs say `kit/form/record-form.tsx` or `modules/index.ts`: it
//   must exist from at least one of them. It is checked when its first folder exists there or
//   when it names a file (an extension in FILE); anything else (`drizzle-orm/pglite`,
//   `text/csv`) is not a path. So a doc may shorten a path to its code root, and a name
//   only another project has (an eslint rule, another repository's folder) is written
//   without backticks.
// - A span that is a bare file name with an extension in FILE (`record-form.tsx`) must be the
//   name of some file in the repository (outside GENERATED), wherever it is.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASES = [
  '.',
  'apps/admin/src',
  'apps/api/src',
  'packages/shared/src',
  'apps/admin',
  'apps/api',
  'packages/shared',
];
const FILE = /\.(ts|tsx|mjs|js|json|md|css|sql)$/;
const GENERATED = /(^|\/)(dist|data|test-results|node_modules|\.tmp)(\/|$)/;
const PATH_SPAN = /^[\w.@-]+(\/[\w.@-]*)+$/;

const fileNames = () => {
  const names = new Set();
  const walk = (dir) => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${e.name}` : e.name;
      if (GENERATED.test(path) || e.name === '.git') continue;
      if (e.isDirectory()) walk(path);
      else names.add(e.name);
    }
  };
  walk('');
  return names;
};
let knownNames;

const docs = () => {
  const walk = (dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.md') ? [`${dir}/${e.name}`] : [],
    );
  return ['README.md', 'CONTRIBUTING.md', ...walk('docs')].filter((d) => existsSync(join(ROOT, d)));
};

const withoutFences = (text) => text.replace(/^```[\s\S]*?^```/gm, '');

const exists = (p) => existsSync(join(ROOT, p));

/** The paths `doc` (its text read from the file unless given) names that are not in the repository. */
function missingPaths(doc, markdown = readFileSync(join(ROOT, doc), 'utf8')) {
  const text = withoutFences(markdown);
  const missing = new Set();
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:|^#|^\//.test(target)) continue;
    const path = relative(ROOT, join(ROOT, dirname(doc), target.split('#')[0] ?? ''));
    if (!GENERATED.test(path) && !exists(path)) missing.add(target);
  }
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const path = span.trim().replace(/\/$/, '');
    if (/^[\w-][\w.-]*$/.test(path) && FILE.test(path)) {
      knownNames ??= fileNames();
      if (!knownNames.has(path)) missing.add(span);
      continue;
    }
    if (!PATH_SPAN.test(path) || path.startsWith('/') || GENERATED.test(path)) continue;
    const first = path.split('/')[0] ?? '';
    const rooted = BASES.some((base) => exists(`${base}/${first}`));
    if (!rooted && !FILE.test(path)) continue;
    if (!BASES.some((base) => exists(`${base}/${path}`))) missing.add(span);
  }
  return [...missing];
}

describe('the paths the docs name', () => {
  it('reports a missing path in each form and leaves what is not a path alone', () => {
    const doc = [
      'See [the guide](adding-an-area.md), [gone](gone.md), `apps/api/src/gone.ts`, `kit/form/gone.tsx`,',
      '`modules/index.ts`, `.ci/run`, `drizzle-orm/pglite`, `features/<area>/api.ts`, `/api/views`,',
      '`data/backups/x.tar.gz`, [a site](https://example.com/x.md), `record-form.tsx`, `gone-form.tsx`.',
      '```',
      'apps/not/checked.ts',
      '```',
    ].join('\n');
    expect(missingPaths('docs/example.md', doc)).toEqual([
      'gone.md',
      'apps/api/src/gone.ts',
      'kit/form/gone.tsx',
      'gone-form.tsx',
    ]);
  });

  it.each(docs())('%s names only paths that exist', (doc) => {
    expect(missingPaths(doc), `${doc} names paths that do not exist`).toEqual([]);
  });
});
