import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/check-boundaries.mjs (run by `npm run lint`) on small trees of its own: it reads the
// folders relative to the directory it runs in.
const script = fileURLToPath(new URL('../../../scripts/check-boundaries.mjs', import.meta.url));
const trees: string[] = [];

function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  return { ok: run.status === 0, says: run.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const admin = 'apps/admin/src';

describe('the import rules the lint checks', () => {
  it('lets each layer import its own and the lower ones', () => {
    const result = check({
      [`${admin}/config/shell-paths.ts`]: "export const HOME = '/';\n",
      [`${admin}/api/transport.ts`]:
        "import { HOME } from '../config/shell-paths';\nexport const a = HOME;\n",
      [`${admin}/components/page.tsx`]: "import { a } from '../api/transport';\nexport const b = a;\n",
      [`${admin}/kit/list/list.tsx`]: "import { b } from '../../components/page';\nexport const c = b;\n",
      [`${admin}/features/ads/screen.tsx`]: "import { c } from '../../kit/list/list';\nexport const d = c;\n",
      [`${admin}/app/router.tsx`]: "import { d } from '../features/ads/screen';\nexport const e = d;\n",
      [`${admin}/config/paths.ts`]: "import { e } from '../app/router';\nexport const f = e;\n",
    });
    expect(result).toEqual({ ok: true, says: '' });
  });

  it('refuses an import of a higher layer, type-only included', () => {
    const result = check({
      [`${admin}/app/cookies.ts`]: 'export type Cookie = string;\n',
      [`${admin}/api/transport.ts`]:
        "import type { Cookie } from '../app/cookies';\nexport type T = Cookie;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.says).toContain("apps/admin/src/api/transport.ts (api) imports the higher layer 'app'");
  });

  it('refuses an import of another feature', () => {
    const result = check({
      [`${admin}/features/ads/a.ts`]: 'export const a = 1;\n',
      [`${admin}/features/blog/b.ts`]: "import { a } from '../ads/a';\nexport const b = a;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.says).toContain("imports feature 'ads'");
  });

  it('refuses a cycle, even one of type-only imports', () => {
    const result = check({
      'apps/api/src/lists/a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
      'apps/api/src/lists/b.ts': "import type { A } from './a.js';\nexport type B = { a?: A };\n",
    });
    expect(result.ok).toBe(false);
    expect(result.says).toContain('import cycle through');
  });
});
