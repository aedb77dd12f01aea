import { API_KEY_AREAS, type ApiKeyArea } from '@adlib/shared';

const AREA_OF_SEGMENT = new Map<string, ApiKeyArea>(
  (Object.entries(API_KEY_AREAS) as [ApiKeyArea, readonly string[]][]).flatMap(([area, segments]) =>
    segments.map((s) => [s, area] as const),
  ),
);

/**
 * The scopes a key needs for a route (its method and its declared URL, `/api/tiktoks/:id`):
 * the area's read (GET) or write, and `import` or `export` besides for those routes. null: no
 * key may call it (a route of no area: sessions, factors, webhooks, keys, jobs).
 */
export function scopesFor(method: string, url: string): string[] | null {
  const segment = url.split('/')[2] ?? '';
  const area = AREA_OF_SEGMENT.get(segment);
  if (!area) return null;
  const reading = method === 'GET';
  const needed = [`${area}:${reading ? 'read' : 'write'}`];
  if (/\/import(\/|$)/.test(url)) needed.push('import');
  if (/\/export(\.csv)?(\/|$)/.test(url)) needed.push('export');
  return needed;
}

export const keyAllows = (scopes: readonly string[], method: string, url: string) => {
  const needed = scopesFor(method, url);
  return needed?.every((s) => scopes.includes(s)) ?? false;
};
