import { staffNamesEndpoint } from '@adlib/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Staff members' names by id (as the filters hold them: "12"), for the chips of a list's user
 * filters (Added by: Dana Curator). Until they load, or for an id of no staff member, the map
 * lacks the id and the chip says "user #12".
 */
export function useStaffNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const wanted = [...new Set(ids)].sort();
  const { data } = useQuery({
    queryKey: ['staff-names', wanted],
    queryFn: ({ signal }) => call(staffNamesEndpoint, { query: { ids: wanted.join(',') }, signal }),
    enabled: wanted.length > 0,
    // staff are renamed seldom: a list's chips need not refetch them on every visit
    staleTime: 5 * 60_000,
    meta: { silent: true },
    select: (answer) => new Map(answer.names.map((n) => [String(n.id), n.name])),
  });
  return data ?? NONE;
}
