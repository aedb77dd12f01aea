import { webhooksContract as c, type DELIVERY_STATES, type WebhookInput } from '@adlib/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

const KEY = ['webhooks'] as const;
/** Deliveries run in the background: the screen follows them while open. */
const REFRESH_MS = 3000;
export const DELIVERIES_PAGE_SIZE = 25;

export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const useEndpoints = () =>
  useQuery({
    queryKey: [...KEY, 'endpoints'],
    queryFn: ({ signal }) => call(c.list, { signal }),
    refetchInterval: REFRESH_MS,
  });

export const useDeliveries = (
  id: number | undefined,
  filter: { page: number; event_type?: string; state?: DeliveryState },
) =>
  useQuery({
    queryKey: [...KEY, 'deliveries', id, filter],
    queryFn: ({ signal }) =>
      call(c.deliveries, {
        params: { id: id ?? 0 },
        query: { ...filter, size: DELIVERIES_PAGE_SIZE },
        signal,
      }),
    enabled: id !== undefined,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** Every write of the screen: the endpoints and logs are read again after it. */
function useWrite<A, R>(
  write: (args: A) => Promise<R>,
  meta?: { errorHandledByForm?: boolean; errorTitle?: string },
) {
  const client = useQueryClient();
  // a failure is told once: by the app's notification (under `errorTitle`), or beside the form's fields
  return useMutation({
    mutationFn: write,
    meta,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

const FORM = { errorHandledByForm: true };

export const useCreateEndpoint = () => useWrite((body: WebhookInput) => call(c.create, { body }), FORM);
export const useUpdateEndpoint = () =>
  useWrite(
    ({ id, body }: { id: number; body: WebhookInput }) => call(c.update, { params: { id }, body }),
    FORM,
  );
export const useRemoveEndpoint = () =>
  useWrite((id: number) => call(c.remove, { params: { id } }), { errorTitle: 'Not removed' });
export const useRotateSecret = () =>
  useWrite((id: number) => call(c.rotate, { params: { id } }), { errorTitle: 'Not rotated' });
export const useSendTest = () =>
  useWrite((id: number) => call(c.test, { params: { id } }), { errorTitle: 'The test event was not sent' });
export const useReplay = () =>
  useWrite(
    ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      call(c.replay, { params: { id, deliveryId } }),
    { errorTitle: 'Not replayed' },
  );
export const useReplayFailed = () =>
  useWrite((id: number) => call(c.replayFailed, { params: { id } }), { errorTitle: 'Not replayed' });
