// A feature folder never imports another feature folder, and an API module never reaches
// into another module (ARCHITECTURE "Layout"). Fails the lint step when one does.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = [
  { dir: 'apps/admin/src/features', label: 'feature' },
  { dir: 'apps/api/src/modules', label: 'module' },
];
const problems = [];
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
for (const { dir, label } of roots) {
  let areas = [];
  try {
    areas = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    continue;
  }
  for (const area of areas) {
    for (const file of walk(join(dir, area))) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/from\s+['"](\.[^'"]+)['"]/g)) {
        const target = relative(resolve(dir), resolve(dirname(file), m[1]));
        const targetArea = target.split(/[\\/]/)[0];
        if (!target.startsWith('..') && targetArea !== area && areas.includes(targetArea)) {
          problems.push(`${file} imports ${label} '${targetArea}' (${m[1]})`);
        }
      }
    }
  }
}
if (problems.length) {
  console.error(`Cross-area imports are not allowed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
