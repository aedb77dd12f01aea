import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';

// the ids of the API are PostgreSQL integers: 1 … 2^31-1, written in plain digits
const MAX_ID = 2_147_483_647;

/** The route's `:id` as a record id, or NaN when it cannot be one ("abc", "0", "1e3"). */
export function parseRecordId(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) return Number.NaN;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : Number.NaN;
}

/**
 * The record an edit screen is about, from the route's `:id`. `notFound` covers a malformed
 * id (nothing is asked) and one the API does not know (404, or 400 for an id it refuses):
 * neither gets better by retrying.
 */
export function useRouteRecord<Rec>(useOne: (id: number) => UseQueryResult<Rec>) {
  const rawId = useParams().id ?? '';
  const id = parseRecordId(rawId);
  const query = useOne(id);
  const refused =
    query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
  return { rawId, id, query, notFound: Number.isNaN(id) || refused };
}
