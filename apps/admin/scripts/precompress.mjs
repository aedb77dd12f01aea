// Post-build step of `npm run build -w apps/admin`: writes file.br and file.gz beside every
// compressible built file, once, at the highest levels; the server then only picks one by
// Accept-Encoding (apps/api/src/http/spa.ts). A script rather than a Vite plugin so that the
// Vite config, which the admin unit tests load too, stays free of build-only code.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../dist');
/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // .vite holds the build manifest, which is never served
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

let files = 0;
for (const path of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) continue;
  const brotliParams = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
  };
  writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: brotliParams }));
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  files++;
}
console.log(`precompressed ${files} files in ${dist} (brotli and gzip)`);
