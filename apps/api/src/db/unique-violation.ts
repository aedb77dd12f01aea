/** A PostgreSQL error as both drivers give it (drizzle wraps it in `cause`). */
export interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
}

export const pgErrorOf = (err: unknown): PgError => (err as { cause?: PgError }).cause ?? (err as PgError);

/**
 * The column a unique violation names, from its detail: `Key (post_id)=(…) already exists`, or
 * `Key (lower(email::text))=(…)` for an index on an expression (the first name that is neither
 * a function nor a cast). A key of several columns names its first.
 */
export function takenField(detail: string | undefined) {
  const key = /^Key \(([^)=]*)/.exec(detail ?? '')?.[1];
  return key?.match(/[a-z_][a-z0-9_]*(?=::|\)|,|$)/)?.[0];
}
