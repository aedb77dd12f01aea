/**
 * A SQL text with $n placeholders and its values, as both drivers take it. The list's SQL
 * is written as plain strings (identifiers and directions from fixed tables, every value a
 * parameter) rather than with Drizzle's `sql` builder: it is the hottest path of the API, and
 * building it costs a few string joins instead of an object tree per request.
 */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Collects values and hands out their placeholders in order. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The statement with only the values its text names, renumbered in order: a step of a tiered
 * search (search-tiers.ts) is built with the whole keyword's parameters, and PostgreSQL cannot
 * type a parameter the text never names.
 */
export function withUsedValues({ text, values }: Statement): Statement {
  const used = [...new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  if (used.length === values.length) return { text, values };
  const to = new Map(used.map((n, i) => [n, i + 1]));
  return {
    text: text.replace(/\$(\d+)/g, (_, n: string) => `$${to.get(Number(n))}`),
    values: used.map((n) => values[n - 1]),
  };
}

/**
 * A read in steps: statements run one after another until enough rows. A common word's
 * relevance order is one statement per tier (decision 025, "Tiers in steps"): each plans in a
 * fraction of a millisecond where the nine tiers together took 17-45 ms, and the tiers below a
 * full page are never planned. One statement otherwise.
 */
export interface Steps {
  steps: Statement[];
  /** rows of the steps passed over (a page by OFFSET), then the rows wanted */
  skip: number;
  take: number;
}

/** One statement as a read of one step. */
export const oneStep = (statement: Statement): Steps => ({
  steps: [statement],
  skip: 0,
  take: Number.POSITIVE_INFINITY,
});
