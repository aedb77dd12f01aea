import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * What one screen hands the next (e.g. "saved, but the file was not uploaded" from the new
 * page to the edit page): kept in the query cache under its own key, read once by the next
 * screen and dropped, so a reload of that screen does not repeat it. Not router state: the
 * cache is typed and visible to tests and devtools.
 */
const handoverKey = (resource: string, id: number) => ['screen-handover', resource, id] as const;

/** Leaves `value` for the screen of record `id` that opens next. */
export function handOverToNextScreen<T>(queryClient: QueryClient, resource: string, id: number, value: T) {
  queryClient.setQueryData(handoverKey(resource, id), value);
}

/** What the last screen left for record `id`, once (undefined when nothing). */
export function useHandedOver<T>(resource: string, id: number): T | undefined {
  const queryClient = useQueryClient();
  // read during the first render, dropped after it (an initializer must stay pure)
  const [value] = useState(() => queryClient.getQueryData<T>(handoverKey(resource, id)));
  useEffect(() => {
    queryClient.removeQueries({ queryKey: handoverKey(resource, id), exact: true });
  }, [queryClient, resource, id]);
  return value;
}
