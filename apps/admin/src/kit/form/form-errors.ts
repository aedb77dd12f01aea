import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../api/client';

/**
 * Puts the API's field messages beside the fields they name. Returns true when at least
 * one landed on a field, so the caller need not also show a general notification.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  let placed = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (knownFields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

export const isConflict = (err: unknown) => err instanceof ApiRequestError && err.status === 409;
