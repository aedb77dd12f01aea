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
