import type { RoleName } from '@adlib/shared';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

export type Body = Record<string, unknown>;

/** The history tests' app, with one signed-in user of `role`, and their one way to call it. */
export function historyTestApp(role: RoleName) {
  const ctx = { t: undefined as unknown as TestApp, headers: {} as Record<string, string>, email: '' };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    const who = await ctx.t.signedIn(role);
    ctx.headers = who.headers;
    ctx.email = who.email;
  });
  afterAll(() => ctx.t?.close());
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Body, headers = ctx.headers) =>
    ctx.t.app.inject({ method, url, headers, ...(payload && { payload }) });
  return { ctx, call };
}
