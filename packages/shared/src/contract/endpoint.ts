import type { z } from 'zod';
import type { Sent } from '../api.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where an endpoint is called: its method and SPEC's path, all the panel's transport reads of it.
 * Routes are declared apart from their schemas where the panel's first download calls them
 * (contract/routes.ts): loading a contract loads zod, which the sign-in screen does without
 * (decision 004).
 */
export interface Route<M extends HttpMethod = HttpMethod> {
  method: M;
  path: string;
}

/**
 * A contract's routes, key for key, each with its endpoint's method: what the panel calls them
 * by, the contract's type naming what each takes and answers. @public: the panel's routeCalls()
 */
export type RoutesOf<C extends Record<string, Endpoint>> = { readonly [K in keyof C]: Route<C[K]['method']> };

/**
 * One call of the API as server and client both read it: SPEC's exact path (`/api/...`, with
 * `:name` params), what it takes and what its envelope's `data` holds. The server registers it
 * (apps/api/src/http/serve.ts), the client calls it (apps/admin/src/api/client.ts `call`), so
 * neither spells the path or picks the answer's type by hand.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> extends Route<M> {
  summary: string;
  params: P;
  query: Q;
  body: B;
  /** the envelope's `data` on success */
  response: R;
  /** the success status: 201 for a create */
  status: number;
}

/** Declares an endpoint; what it does not take stays `undefined` in its type too. */
export function endpoint<
  M extends HttpMethod,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(e: {
  method: M;
  path: string;
  summary: string;
  response: R;
  params?: P;
  query?: Q;
  body?: B;
  status?: number;
}): Endpoint<M, P, Q, B, R> {
  return {
    method: e.method,
    path: e.path,
    summary: e.summary,
    response: e.response,
    params: e.params as P,
    query: e.query as Q,
    body: e.body as B,
    status: e.status ?? 200,
  };
}

/** What an endpoint's part is sent as (`never` when it takes none). @public: the panel's call() */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** What the server's handler holds after validation. */
export type ParsedOf<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The envelope's data, as the client receives it (JSON: dates are strings). @public: the panel's call() */
export type ResponseOf<E extends Endpoint> = Sent<z.output<E['response']>>;

/** `/api/tiktoks/:id` with `{ id: 7 }` → `/api/tiktoks/7` (each value URI-encoded). @public: the panel's call() */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
