import { pgErrorOf, takenField } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';

/** A restore into a clash: 409 naming the field, the trash entry kept. */
export async function refusingClash<R>(what: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (err) {
    const pgError = pgErrorOf(err);
    if (pgError.code !== '23505') throw err;
    const field = takenField(pgError.detail) ?? pgError.constraint ?? 'id';
    const message = `Cannot restore: another ${what} already has this ${field.replaceAll('_', ' ')}. Change it on that record first.`;
    throw new HttpError(409, 'conflict', message, { [field]: message });
  }
}
