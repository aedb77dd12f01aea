/** Empty as a form leaves a field: no value, blank text, or no choice in a list. */
export const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The fields of `fields` the kept row lacks (isEmpty), each from the first merged row that has
 * one, in the order the merge named them: a merge never overwrites what the kept record says.
 */
export function filledFrom<R, K extends keyof R>(
  kept: R,
  merged: readonly R[],
  fields: readonly K[],
): Partial<Pick<R, K>> {
  const set: Partial<Pick<R, K>> = {};
  for (const field of fields) {
    if (!isEmpty(kept[field])) continue;
    const from = merged.find((row) => !isEmpty(row[field]));
    if (from) set[field] = from[field];
  }
  return set;
}
