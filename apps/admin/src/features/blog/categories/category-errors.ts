import { ApiRequestError } from '../../../api/client';

/** What to show beside a category's title after a failed save. */
export const titleErrorOf = (err: unknown) =>
  err instanceof ApiRequestError
    ? (err.fields.title ?? (err.status === 409 ? 'Someone else changed it: reload the page' : err.message))
    : 'Not saved';
