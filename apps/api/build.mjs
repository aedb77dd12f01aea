// Bundles the API into dist/server.js. npm packages stay external (installed by npm ci);
// the workspace's own @adlib/shared is TypeScript source, so it is bundled in.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@adlib/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// the OCR worker thread's script (src/media/ocr-reader.ts finds it beside the bundle)
copyFileSync('src/media/ocr-worker.cjs', 'dist/ocr-worker.cjs');
