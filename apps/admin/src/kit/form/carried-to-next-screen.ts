import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * What one screen hands the next (e.g. "saved, but the file was not uploaded" from the new
 * page to the edit page): kept in the query cache under its own key, read once by the next
 * screen and dropped, so a reload of that screen does not repeat it. Not router state: the
 * cache is typed and visible to tests and devtools.
 */
const carriedKey = (resource: string, id: number) => ['carried-to-next-screen', resource, id] as const;

export function carryToNextScreen<T>(queryClient: QueryClient, resource: string, id: number, value: T) {
  queryClient.setQueryData(carriedKey(resource, id), value);
}

export function useCarriedFromLastScreen<T>(resource: string, id: number): T | undefined {
  const queryClient = useQueryClient();
  // read during the first render, dropped after it (an initializer must stay pure)
  const [value] = useState(() => queryClient.getQueryData<T>(carriedKey(resource, id)));
  useEffect(() => {
    queryClient.removeQueries({ queryKey: carriedKey(resource, id), exact: true });
  }, [queryClient, resource, id]);
  return value;
}
