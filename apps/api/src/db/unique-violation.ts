import { takenMessage } from '@adlib/shared';
import { badRequest } from '../http/errors.js';

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

export const isUniqueViolation = (err: unknown) => pgErrorOf(err).code === '23505';

/**
 * A value another record holds: 400 naming the field, as the form's other checks answer (409
 * means only a stale version). Thrown by an area's own check (an e-mail compared ignoring case)
 * and by the error handler for the unique index's refusal.
 */
export const takenValueError = (field: string) => {
  const message = takenMessage(field);
  return badRequest(message, { [field]: message });
};

/** The field of a unique violation, or undefined for any other error. */
export function takenFieldOf(err: unknown) {
  const pg = pgErrorOf(err);
  if (pg.code !== '23505') return undefined;
  return takenField(pg.detail) ?? pg.constraint ?? 'id';
}
