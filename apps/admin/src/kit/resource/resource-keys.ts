/**
 * The query keys of one resource, so every write refreshes exactly what it changes:
 * `all` ⊃ `lists()` ⊃ `list(filters)`, and `all` ⊃ `details()` ⊃ `detail(id)`.
 */
export function resourceKeys<Filters>(name: string) {
  const keys = {
    all: [name] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (filters: Filters) => [...keys.lists(), filters] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: number) => [...keys.details(), id] as const,
  };
  return keys;
}
export type ResourceKeys<Filters> = ReturnType<typeof resourceKeys<Filters>>;
