import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer401ExceptConfig } from '../test/render-with-providers';
import { ApiRequestError, download, upload } from './client';
import { readCookie } from './cookies';

// Its own file: the redirect happens once per page load (client.test.ts covers JSON calls).

/** An XMLHttpRequest that answers `status` with `body` once sent, reporting progress first. */
function fakeXhr(status: number, body: unknown) {
  return class {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  };
}

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(answer401ExceptConfig);
});
afterEach(() => vi.unstubAllGlobals());

describe('the one 401 handler', () => {
  it('reports upload progress and unwraps the envelope like a JSON call', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(200, { success: true, data: { url: 'https://x/y.png' } }));
    const progress: number[] = [];
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(
      upload({ path: '/advertisements/upload', file, onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({
      url: 'https://x/y.png',
    });
    expect(progress).toEqual([50, 100]);
  });

  it('ends the session for an upload and a download answered 401, as for a JSON call', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.pushState({}, '', '/advertisements/new');
    document.cookie = 'access_token=dead; path=/';
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(401, { success: false, error: { code: 'unauthorized', message: 'Sign in again' } }),
    );

    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const failed = await upload({ path: '/advertisements/upload', file }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiRequestError);
    expect((failed as ApiRequestError).status).toBe(401);
    await expect(download('/advertisements/export.csv', {}, 'ads.csv')).rejects.toThrow('Sign in again');

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/signin?next=%2Fadvertisements%2Fnew'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(readCookie('access_token')).toBeNull();
    assign.mockRestore();
  });
});
