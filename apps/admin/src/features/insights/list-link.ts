import type { FiltersDeclaration } from '@adlib/shared';

/**
 * A list's address with its filters set, through the list's own declaration: a key the shared
 * list does not declare is a type error, so a tile cannot link to a filter the list lacks.
 */
export function listLink<D extends FiltersDeclaration>(
  path: string,
  _list: { declaration: D },
  filters: Partial<Record<keyof D & string, string>> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (typeof value === 'string' && value) query.set(key, value);
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}
