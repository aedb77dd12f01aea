// npm run dev: the API with reload (tsx watch) and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    stdio: 'inherit',
    // the same data folder as npm start (the workspace script runs inside apps/api)
    env: { ...process.env, PORT: '8080', DATA_DIR: process.env.DATA_DIR ?? resolve('data') },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/admin'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Admin app with hot reload: http://localhost:5173 (API on :8080)');
