/**
 * The server half of bench-api.ts, run as a child process so that the load generator does
 * not share its event loop:
 *   app   — the real app (buildApp) with a signed-in admin session. It can record the SQL
 *           statements its driver sends while one request is served.
 *   floor — a minimal Fastify handler per case that sends exactly those recorded statements
 *           (session lookup, then the list's queries) straight to the bare driver and returns
 *           the rows as JSON: what the database and HTTP alone cost.
 * Both listen on 127.0.0.1 only and report RSS and event-loop delay to the parent.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createSqlRunner } from '../src/lists/sql-runner.js';
import { benchSuperSession } from './bench-database.js';

export interface Statement {
  text: string;
  params: unknown[];
  /** set when the app sent it as a named prepared statement; the floor does the same */
  name?: string;
  /**
   * a keyword search's read, which the app runs in a transaction of its own with the search's
   * work_mem (lists/sql-runner.ts): the floor does the same
   */
  search?: boolean;
}
export type ParentMessage = { type: 'reset' } | { type: 'stats' } | { type: 'record'; on: boolean };
export type ChildMessage =
  | { type: 'ready'; port: number; token?: string }
  | { type: 'reset' }
  | { type: 'record'; statements: Statement[] }
  | { type: 'stats'; rssMb: number; rssPeakMb: number; loopP99Ms: number; loopMaxMs: number; cpuMs: number };

const mode = process.argv[2];
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const send = (m: ChildMessage) => process.send?.(m);

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let rssPeak = 0;
let cpuAtReset = process.cpuUsage();
setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 100).unref();

let recording: Statement[] | null = null;
/**
 * Wraps the driver's query method to record what the app sends. Both drivers are called as
 * query(textOrConfig, params, ...); the method is replaced on the instance, so its overloads
 * are reached through a loose signature (the one place the types are bent).
 */
function recordQueries(target: object) {
  const holder = target as { query: (...args: unknown[]) => unknown };
  const original = holder.query.bind(target);
  holder.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (recording) {
      if (typeof first === 'string')
        recording.push({ text: first, params: Array.isArray(second) ? second : [] });
      else {
        const config = first as { text: string; name?: string; values?: unknown[] };
        const params = Array.isArray(second) ? second : (config.values ?? []);
        recording.push({ text: config.text, params, ...(config.name && { name: `floor_${config.name}` }) });
      }
    }
    return original(...args);
  };
}

/** The transaction statements around a search's read: not recorded, the floor runs its own. */
const TRANSACTION = /^\s*(begin|commit|rollback)\b/i;

/**
 * Records a keyword search's read too: the app runs it on a connection of its own (pool.connect()
 * then client.query; sql-runner.ts), which the pool's query method never sees. A checkout with a
 * callback is the pool's own query (recorded above): left alone.
 */
function recordSearchReads(pool: NonNullable<typeof database.pool>) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length) return connect(...args);
    return (
      connect() as Promise<{ query: (...a: unknown[]) => unknown; release: (...a: unknown[]) => unknown }>
    ).then((client) => {
      const query = client.query;
      const release = client.release;
      client.query = (...a: unknown[]) => {
        const config = a[0] as string | { text: string; values?: unknown[] };
        const text = typeof config === 'string' ? config : config.text;
        if (recording && !TRANSACTION.test(text))
          recording.push({
            text,
            params: typeof config === 'string' ? [] : (config.values ?? []),
            search: true,
          });
        return query.apply(client, a);
      };
      client.release = (...a: unknown[]) => {
        client.query = query;
        client.release = release;
        return release.apply(client, a);
      };
      return client;
    });
  };
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'reset') {
    loop.reset();
    rssPeak = process.memoryUsage.rss();
    cpuAtReset = process.cpuUsage();
    send({ type: 'reset' });
  } else if (m.type === 'record') {
    if (m.on) recording = [];
    else {
      send({ type: 'record', statements: recording ?? [] });
      recording = null;
    }
  } else if (m.type === 'stats') {
    const mb = (b: number) => Math.round(b / 1024 / 1024);
    const cpu = process.cpuUsage(cpuAtReset);
    send({
      cpuMs: (cpu.user + cpu.system) / 1000,
      type: 'stats',
      rssMb: mb(process.memoryUsage.rss()),
      rssPeakMb: mb(Math.max(rssPeak, process.memoryUsage.rss())),
      loopP99Ms: loop.percentile(99) / 1e6,
      loopMaxMs: loop.max / 1e6,
    });
  }
});
process.on('disconnect', () => process.exit(0));

async function listen(app: { listen(o: { host: string; port: number }): Promise<string> }) {
  const url = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  return Number(url.port);
}

if (mode === 'app') {
  const { token } = await benchSuperSession(database, config);
  recordQueries(database.pool ?? database.pglite ?? {});
  if (database.pool) recordSearchReads(database.pool);
  const app = await buildApp({ config, database });
  send({ type: 'ready', port: await listen(app), token });
} else if (mode === 'floor') {
  const cases = JSON.parse(process.argv[3] ?? '[]') as Statement[][];
  // a search's read as the app runs it: its own transaction with the search's work_mem
  const searchRun = createSqlRunner(database, { searchWorkMem: config.searchWorkMem });
  const run = async ({ text, params, name, search }: Statement) => {
    if (search) return searchRun({ text, values: params }, { search });
    if (database.pool)
      return (await database.pool.query({ text, values: params, ...(name && { name }) })).rows;
    if (database.pglite) return (await database.pglite.query(text, params)).rows;
    throw new Error('no driver');
  };
  const app = Fastify({ logger: false });
  const isSessionLookup = (st: Statement) => st.text.includes('from "sessions"');
  for (const [i, statements] of cases.entries()) {
    // No statement at all: the app answered from memory (a cached count, a cached session),
    // so the floor answers without the database too.
    // The session lookup, when the app made one (its cache may have answered), runs first as
    // the app's onRequest hook does; then the list's queries together. The page's rows are
    // sent back, so the floor writes an answer of the same size as the app.
    const sessions = statements.filter(isSessionLookup);
    const list = statements.filter((st) => !isSessionLookup(st));
    app.get(`/floor/${i}`, async () => {
      for (const st of sessions) await run(st);
      const results = await Promise.all(list.map(run));
      return { success: true, data: { results: results.at(0) ?? [] } };
    });
  }
  // The machine's yardstick: the "page-1 query through a bare Fastify + pg handler"
  // (the first 50 visible ads, every column, no session, no total).
  app.get('/reference', async () => ({
    success: true,
    data: {
      results: await run({
        text: 'select * from advertisements where visible = true order by id desc limit 50',
        params: [],
        name: 'floor_reference',
      }),
    },
  }));
  send({ type: 'ready', port: await listen(app) });
} else {
  throw new Error(`unknown mode ${mode}`);
}
