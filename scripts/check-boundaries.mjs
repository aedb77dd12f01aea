// The import rules of docs/architecture.md "Layout", checked by `npm run lint`:
// 1. a feature folder never imports another feature folder, and an API module never reaches
//    into another module;
// 2. in apps/admin/src the layers flow one way, each file importing from its own layer or a
//    lower one: config/shell-paths → api → components → kit → features → app (packages/shared is
//    below them all). config/shell-paths.ts holds the shell's plain path constants, so it sits
//    lowest; config/paths.ts is built from every area's manifest (app/areas), so it sits with
//    app. test/ (render helpers, setup) may import any layer, and nothing but tests imports it;
// 3. no import cycle anywhere in apps/ and packages/, type-only imports included.
// A small resolver of relative imports is enough: the workspaces use no path aliases, and
// @adlib/shared is a package nothing in it can import back from the apps.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const sourceRoots = ['packages/shared/src', 'packages/shared/test', 'apps/api', 'apps/admin'];
const skipDirs = new Set(['node_modules', 'dist', 'data', '.tmp', 'test-results', 'playwright-report']);
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return skipDirs.has(e.name) ? [] : walk(join(dir, e.name));
    return /\.(m?ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [];
  });
const files = sourceRoots.filter((d) => existsSync(d)).flatMap(walk);

// static `import … from`, `export … from`, side-effect `import '…'` and `import('…')`
const importPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g;
const resolveImport = (from, spec) => {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    // the API writes its imports as the emitted '.js' files: './audit.js' is audit.ts
    base.replace(/\.js$/, '.ts'),
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative('.', candidate);
  }
  return null;
};
const stripComments = (src) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const graph = new Map();
for (const file of files) {
  const targets = new Set();
  for (const m of stripComments(readFileSync(file, 'utf8')).matchAll(importPattern)) {
    const target = resolveImport(file, m[1]);
    if (target && /\.(m?ts|tsx)$/.test(target)) targets.add(target);
  }
  graph.set(file, [...targets]);
}

const problems = [];

// 1. areas stay apart
for (const { dir, label } of [
  { dir: 'apps/admin/src/features', label: 'feature' },
  { dir: 'apps/api/src/modules', label: 'module' },
]) {
  const areaOf = (file) => {
    const rel = relative(dir, file);
    const parts = rel.split(sep);
    // a file beside the areas (modules/index.ts, which registers them all) is no area
    return rel.startsWith('..') || parts.length < 2 ? null : parts[0];
  };
  for (const [file, targets] of graph) {
    const area = areaOf(file);
    if (!area) continue;
    for (const target of targets) {
      const targetArea = areaOf(target);
      if (targetArea && targetArea !== area) {
        problems.push(`${file} imports ${label} '${targetArea}' (${target})`);
      }
    }
  }
}

// 2. admin layers, lowest first
const adminSrc = 'apps/admin/src';
const layers = ['config/shell-paths', 'api', 'components', 'kit', 'features', 'app'];
const layerOf = (file) => {
  const rel = relative(adminSrc, file).split(sep).join('/');
  if (rel.startsWith('..')) return null;
  if (rel === 'config/shell-paths.ts') return 'config/shell-paths';
  if (rel.startsWith('config/') || !rel.includes('/')) return 'app'; // main.tsx, config/paths.ts
  return rel.split('/')[0]; // a folder in no layer is reported below
};
for (const [file, targets] of graph) {
  const from = layerOf(file);
  if (!from) continue;
  const fromTest = from === 'test' || /\.test\.tsx?$|\.fixture\.tsx?$/.test(file);
  if (!fromTest && !layers.includes(from)) {
    problems.push(`${file} is in no layer: add its folder to scripts/check-boundaries.mjs`);
    continue;
  }
  for (const target of targets) {
    const to = layerOf(target);
    if (!to) continue;
    if (to === 'test') {
      if (!fromTest) problems.push(`${file} imports the test helpers (${target})`);
      continue;
    }
    if (fromTest && from === 'test') continue;
    if (layers.indexOf(to) > layers.indexOf(from)) {
      problems.push(`${file} (${from}) imports the higher layer '${to}' (${target})`);
    }
  }
}

// 3. no cycles (Tarjan's strongly connected components, iterative to stay off the call stack)
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
let counter = 0;
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const next = graph.get(node) ?? [];
    if (i < next.length) {
      frame[1]++;
      const target = next[i];
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        problems.push(`import cycle through:\n      ${component.sort().join('\n      ')}`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Import rules broken (scripts/check-boundaries.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
