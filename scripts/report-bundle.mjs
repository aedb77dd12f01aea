// Prints the gzipped JavaScript each first screen needs (the entry plus the screen's chunks,
// followed through their static imports), from Vite's build manifest. Run after a build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = 'apps/admin/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const gz = (file) => gzipSync(readFileSync(`${dist}/${file}`)).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const screen = (match) => Object.keys(manifest).filter((k) => k.includes(match));
const report = (label, keys) => {
  const files = closure([entry, ...keys]);
  const total = [...files].reduce((n, f) => n + gz(f), 0);
  console.log(
    `${label.padEnd(28)} ${(total / 1024).toFixed(1).padStart(7)} KB gzipped JS (${files.size} files)`,
  );
  return total;
};
report('sign-in screen', screen('features/auth/sign-in-page'));
report('home screen', screen('features/home/home-page'));
report('sign-in + home together', [
  ...screen('features/auth/sign-in-page'),
  ...screen('features/home/home-page'),
]);
for (const area of ['features/titles', 'features/advertisements', 'app/layout']) {
  const keys = screen(area);
  if (keys.length) report(`${area} (with entry)`, keys);
}
