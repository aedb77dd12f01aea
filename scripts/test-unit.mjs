// Unit, component and API tests: every project on PGlite, then the API project again on
// PostgreSQL when TEST_DATABASE_URL is set (each test file creates and drops its own database).
import { spawnSync } from 'node:child_process';

const run = (args, env) => {
  const r = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
console.log('\n▶ unit, component and API tests (API on in-memory PGlite)');
run([], withoutPg);
if (TEST_DATABASE_URL) {
  console.log('\n▶ API tests on PostgreSQL (TEST_DATABASE_URL)');
  run(['--project', 'api'], process.env);
}
