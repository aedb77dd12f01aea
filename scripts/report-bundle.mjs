// Prints what each first screen downloads — index.html, the entry and the screen's chunks
// (followed through their static imports) and their CSS — as bytes on the wire: raw (a server
// that does not compress), gzip and brotli (the copies the admin build writes beside each file
// and the server sends by Accept-Encoding; a file without one goes raw). Run after a build.
// `--check` also fails (exit 1) when the sign-in screen passes decision 004's budget on the
// wire: bytes of a given build, the same on any machine, so unlike a timing it can be a test
// (`npm test` runs it after the build).
import { existsSync, readFileSync, statSync } from 'node:fs';

const dist = 'apps/admin/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const size = (file) => statSync(`${dist}/${file}`).size;
/** What the server sends for `file` to a browser accepting `ext`'s encoding. */
const onWire = (file, ext) => (existsSync(`${dist}/${file}${ext}`) ? size(`${file}${ext}`) : size(file));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const screen = (match) => Object.keys(manifest).filter((k) => k.includes(match));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
/** each screen's brotli bytes, by its row's label */
const brotli = new Map();
const report = (label, keys) => {
  const files = ['index.html', ...closure([entry, ...keys])];
  const sum = (pick) => files.reduce((n, f) => n + pick(f), 0);
  brotli.set(
    label,
    sum((f) => onWire(f, '.br')),
  );
  const js = files.filter((f) => f.endsWith('.js'));
  const jsRaw = js.reduce((n, f) => n + size(f), 0);
  rows.push([
    label,
    String(files.length),
    kb(jsRaw),
    kb(js.reduce((n, f) => n + onWire(f, '.gz'), 0)),
    kb(sum(size) - jsRaw),
    kb(sum(size)),
    kb(sum((f) => onWire(f, '.gz'))),
    kb(sum((f) => onWire(f, '.br'))),
  ]);
};

const signIn = screen('features/auth/sign-in-page');
const home = screen('app/home-page');
const layout = screen('app/layout');
report('sign-in screen', signIn);
report('home screen', home); // home has no sidebar: it opens outside the shell
report('sign-in + home together', [...signIn, ...home]);
report('ads list (shell + area)', [...layout, ...screen('features/advertisements')]);
report('titles (shell + area)', [...layout, ...screen('features/titles')]);

// JS gzip: decision 004's budget; the last three columns: everything the screen downloads
const head = ['first screen', 'files', 'JS', 'JS gzip', 'CSS+HTML', 'raw total', 'gzip', 'brotli'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const row of [head, ...rows])
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
console.log('bytes on the wire: raw before compression was served; gzip and brotli are sent now');

// decision 004 and issue 25: the sign-in screen within 170 KB on the wire (brotli, what Chromium gets)
const SIGN_IN_BUDGET = 170 * 1024;
if (process.argv.includes('--check')) {
  const signInBytes = brotli.get('sign-in screen');
  if (signInBytes > SIGN_IN_BUDGET) {
    console.error(
      `the sign-in screen is ${kb(signInBytes)} brotli, over its ${kb(SIGN_IN_BUDGET)} (decision 004)`,
    );
    process.exit(1);
  }
  console.log(`the sign-in screen is within its ${kb(SIGN_IN_BUDGET)} brotli (decision 004)`);
}
