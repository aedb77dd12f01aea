import { ERROR_CODES } from '@adlib/shared';
import fc from 'fast-check';
import type { App } from '../helpers.js';
import { badRequestsFor, type FuzzRequest } from './bad-requests.js';
import { type OpenApiDocument, type WriteRoute, writeRoutes } from './routes.js';

export interface FuzzOptions {
  app: App;
  requests: number;
  seed: number;
  /**
   * The Authorization header of a session allowed to call every route; called again after
   * each accepted call, which may have ended the session (sign-out) or deleted the record
   * `goodPath` names, so that it can put them back.
   */
  refresh: () => Promise<string>;
  /** valid values of each path parameter (an existing record), so that only one thing is broken */
  goodPath: Record<string, string>;
  /** a digest of every record the API keeps; a refused call must leave it as it was */
  recordsDigest: () => Promise<string>;
}

export interface FuzzFigures {
  requests: number;
  routes: string[];
  /** "400 validation_failed" → count; 2xx as "2xx" */
  answers: Record<string, number>;
  /** "POST /api/…" → accepted (2xx) calls */
  acceptedByRoute: Record<string, number>;
  serverErrors: number;
  outsideEnvelope: number;
  missingHeaders: number;
  changedByRefusedCall: number;
  /** the first problems found, each with the request that caused it */
  problems: string[];
}

const CODES = new Set<string>(ERROR_CODES);
const HEADERS = ['x-content-type-options', 'x-frame-options', 'content-security-policy'];

/** Why an error answer is not `{ success: false, error: { code, message } }`, or null. */
function envelopeProblem(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; error?: { code?: unknown; message?: unknown } };
    if (parsed.success !== false) return 'success is not false';
    if (typeof parsed.error?.code !== 'string' || !CODES.has(parsed.error.code))
      return `code ${String(parsed.error?.code)}`;
    if (typeof parsed.error.message !== 'string') return 'no message';
    return null;
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
}

const describe = (r: FuzzRequest) => `${r.method} ${r.url.slice(0, 120)} (${r.label.slice(0, 120)})`;

/** Sends `requests` generated bad requests, spread evenly over every write route of the OpenAPI document. */
export async function runFuzz(opts: FuzzOptions): Promise<FuzzFigures> {
  const doc = (await opts.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  const routes = writeRoutes(doc);
  const perRoute = Math.ceil(opts.requests / routes.length);
  const plan = routes.flatMap((route: WriteRoute, i) =>
    fc
      .sample(badRequestsFor(route, opts.goodPath), { numRuns: perRoute, seed: opts.seed + i })
      .map((request) => ({ ...request, route: `${route.method} ${route.path}` })),
  );
  const figures: FuzzFigures = {
    requests: 0,
    routes: routes.map((r) => `${r.method} ${r.path}`),
    answers: {},
    acceptedByRoute: {},
    serverErrors: 0,
    outsideEnvelope: 0,
    missingHeaders: 0,
    changedByRefusedCall: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (figures.problems.length < 20) figures.problems.push(text);
  };

  let authorization = await opts.refresh();
  let digest = await opts.recordsDigest();
  for (const request of plan.slice(0, opts.requests)) {
    const res = await opts.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, authorization },
      ...(request.payload !== undefined && { payload: request.payload }),
    });
    figures.requests++;
    const ok = res.statusCode < 400;
    let code = ok ? '' : 'unparsed';
    if (!ok) {
      const why = envelopeProblem(res.body);
      if (why) {
        figures.outsideEnvelope++;
        problem(`${res.statusCode} outside the envelope (${why}): ${describe(request)}`);
      } else code = (JSON.parse(res.body) as { error: { code: string } }).error.code;
    }
    const key = ok ? `${Math.floor(res.statusCode / 100)}xx` : `${res.statusCode} ${code}`;
    figures.answers[key] = (figures.answers[key] ?? 0) + 1;
    if (res.statusCode >= 500) {
      figures.serverErrors++;
      problem(`${res.statusCode} ${res.body.slice(0, 100)}: ${describe(request)}`);
    }
    const missing = HEADERS.filter((h) => !res.headers[h]);
    if (missing.length) {
      figures.missingHeaders++;
      problem(`${res.statusCode} without ${missing.join(', ')}: ${describe(request)}`);
    }
    const after = await opts.recordsDigest();
    if (!ok && after !== digest) {
      figures.changedByRefusedCall++;
      problem(`${res.statusCode} yet records changed: ${describe(request)}`);
    }
    digest = after;
    if (ok) {
      figures.acceptedByRoute[request.route] = (figures.acceptedByRoute[request.route] ?? 0) + 1;
      authorization = await opts.refresh();
      digest = await opts.recordsDigest();
    }
  }
  return figures;
}
