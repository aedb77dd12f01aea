import { takenMessage } from '@adlib/shared';
import { takenFieldOf } from '../db/unique-violation.js';
import { badRequest } from '../http/errors.js';

/**
 * A restore into a clash (another record took the value meanwhile): 400 naming the field with
 * the kit's taken-value message, as a form's save answers; the trash entry is kept.
 */
export async function refusingClash<R>(what: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (err) {
    const field = takenFieldOf(err);
    if (!field) throw err;
    const message = takenMessage(field);
    throw badRequest(`${message} by another ${what}: change it there, then restore.`, { [field]: message });
  }
}
