import { z } from 'zod';
import { sentTime } from '../api.js';
import { idParams, requiredText } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

/**
 * The areas a key's scopes name, and the first path segments (`/api/<segment>`) of each one's
 * routes. A route outside these (sessions, factors, webhooks, keys, jobs, views) no key reaches.
 */
export const API_KEY_AREAS = {
  advertisements: ['advertisements', 'advertisements_admin', 'advertisements-collections'],
  collections: ['collections'],
  tiktoks: ['tiktoks'],
  'ugc-creators': ['ugc-creators'],
  customers: ['users', 'user', 'user1'],
  pricing: ['memberships', 'plans'],
  titles: ['titles-subtitles'],
  blog: ['articles', 'article', 'categories', 'category'],
} as const satisfies Record<string, readonly string[]>;
export type ApiKeyArea = keyof typeof API_KEY_AREAS;

/** `<area>:read` (GET), `<area>:write` (the rest), `import` and `export` (besides the area's). */
export const API_KEY_SCOPES = [
  ...(Object.keys(API_KEY_AREAS) as ApiKeyArea[]).flatMap((a) => [`${a}:read`, `${a}:write`] as const),
  'import',
  'export',
] as const;
export const apiKeyScope = z.enum(API_KEY_SCOPES, 'Not a known scope');

/** What prefixes every key: a bearer token starting with it is a key, not a session. */
export const API_KEY_PREFIX = 'adk_';

export const apiKeyInput = z.object({
  name: requiredText(80, 'Name'),
  scopes: z.array(apiKeyScope).min(1, 'Choose at least one scope').max(API_KEY_SCOPES.length),
  /** null: it never expires */
  expires_at: z.iso
    .datetime({ offset: true, error: 'Enter a date and time' })
    .nullable()
    .default(null)
    .refine((v) => v === null || new Date(v).getTime() > Date.now(), 'Choose a time in the future'),
});
export type ApiKeyInput = z.input<typeof apiKeyInput>;

export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the key's first characters, to tell keys apart (the rest is never shown again) */
  prefix: z.string(),
  scopes: z.array(z.string()),
  expires_at: sentTime.nullable(),
  last_used_at: sentTime.nullable(),
  revoked_at: sentTime.nullable(),
  created_at: sentTime,
  created_by: z.string().nullable(),
});

const base = '/api/api-keys';

/** API keys (issue 28 §3): super only. */
export const apiKeysContract = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: 'Every API key, revoked ones included',
    response: z.object({ results: z.array(apiKey) }),
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Create a key; its token is answered this once (stored hashed)',
    body: apiKeyInput,
    response: apiKey.extend({ token: z.string() }),
    status: 201,
  }),
  revoke: endpoint({
    method: 'POST',
    path: `${base}/:id/revoke`,
    summary: 'Revoke a key: refused at once by every process',
    params: idParams,
    response: apiKey,
  }),
};
