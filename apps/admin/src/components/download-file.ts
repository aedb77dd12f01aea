import { ApiRequestError, authHeaders, endSession, toQueryString } from '../api/client';

type Query = Parameters<typeof toQueryString>[0];

/**
 * Downloads a file the API serves behind the session (a plain link would lack the
 * Authorization header): fetch it, then save the blob under the server's file name.
 */
export async function downloadFile(path: string, query: Query, fallbackName: string) {
  const res = await fetch(`/api${path}${toQueryString(query)}`, { headers: authHeaders() });
  if (!res.ok) {
    if (res.status === 401) endSession();
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiRequestError(res.status, {
      code: 'internal',
      message: body?.error?.message ?? `The server answered ${res.status}`,
    });
  }
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the blob can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
