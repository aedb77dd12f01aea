import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, apiKeysContract as c } from '@adlib/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../auth/tokens.js';
import { apiKeys } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { serve } from '../http/serve.js';

type KeyRow = typeof apiKeys.$inferSelect;
const shown = ({ token_hash: _hash, ...row }: KeyRow) => row;

/** The API keys screen's calls (issue 28 §3): super only; no key reaches them (api-keys/scopes.ts). */
export function apiKeysRoutes(app: FastifyInstance) {
  const access = { role: 'super' as const, tags: ['api-keys'] };
  const { db } = app;

  serve(app, c.list, access, async () => ({
    results: (await db.select().from(apiKeys).orderBy(desc(apiKeys.id))).map(shown),
  }));

  serve(app, c.create, access, async ({ body, user }) => {
    // adk_<8 to tell apart>_<32 random bytes>: only its hash is kept
    const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('base64url')}`;
    const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
    const [row] = await db
      .insert(apiKeys)
      .values({
        name: body.name,
        prefix,
        token_hash: sha256(token),
        scopes: body.scopes,
        expires_at: body.expires_at ? new Date(body.expires_at) : null,
        created_by: user?.email ?? null,
      })
      .returning();
    if (!row) throw new Error('key not inserted');
    return { ...shown(row), token };
  });

  serve(app, c.revoke, access, async ({ params }) => {
    const [row] = await db
      .update(apiKeys)
      .set({ revoked_at: new Date() })
      .where(eq(apiKeys.id, params.id))
      .returning();
    if (!row) throw notFound('API key');
    return shown(row);
  });
}
