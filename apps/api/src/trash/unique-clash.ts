import { HttpError } from '../http/errors.js';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
}

// drizzle wraps the driver's error in `cause` (PostgreSQL and PGlite alike)
const pgErrorOf = (err: unknown): PgError => (err as { cause?: PgError }).cause ?? (err as PgError);

/**
 * The column a unique violation is about, from PostgreSQL's detail: "Key (post_id)=(…)" →
 * post_id, "Key (lower(email))=(…)" → email (the words before "(" are functions, after "::"
 * casts); else from the constraint's name.
 */
export function clashingField(err: PgError): string {
  const key = /Key \((.*?)\)=\(/.exec(err.detail ?? '')?.[1];
  const words = key ? [...key.matchAll(/(?<!::)\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)].map((m) => m[1]) : [];
  return words[0] ?? err.constraint ?? 'id';
}

/** A restore into a clash: 409 naming the field, the trash entry kept. */
export async function refusingClash<R>(what: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (err) {
    const pgError = pgErrorOf(err);
    if (pgError.code !== '23505') throw err;
    const field = clashingField(pgError);
    const message = `Cannot restore: another ${what} already has this ${field.replaceAll('_', ' ')}. Change it on that record first.`;
    throw new HttpError(409, 'conflict', message, { [field]: message });
  }
}
