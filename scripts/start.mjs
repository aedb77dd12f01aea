// npm start: build what is missing, then run the server (it migrates and seeds itself).
// The server runs in this process, and package.json's `exec` makes this process the one npm
// started: SIGTERM and SIGINT from npm or a process manager reach the server's own shutdown.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const stale = (out, ...sources) => !existsSync(out) || sources.some((s) => newest(s) > statSync(out).mtimeMs);

const run = (args) => {
  const r = spawnSync('npm', args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// ADMIN_DIST_DIR names another build of the admin app to serve: this one is not needed.
if (
  !process.env.ADMIN_DIST_DIR &&
  stale('apps/admin/dist/index.html', 'apps/admin/src', 'packages/shared/src')
) {
  console.log('Building the admin app…');
  run(['run', 'build', '-w', 'apps/admin']);
}
if (stale('apps/api/dist/server.js', 'apps/api/src', 'packages/shared/src')) {
  console.log('Building the API…');
  run(['run', 'build', '-w', 'apps/api']);
}
await import('../apps/api/dist/server.js');
