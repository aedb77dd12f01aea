import { describe, expect, it, vi } from 'vitest';
import { answer401ExceptConfig, apiAnswer, stubFetch } from '../test/render-with-providers';
import { ApiRequestError, api } from './client';
import { readCookie } from './cookies';

const fetchMock = stubFetch();

describe('api()', () => {
  it('sends the token and unwraps the envelope', async () => {
    document.cookie = 'access_token=tok-9; path=/';
    fetchMock.mockResolvedValue(apiAnswer(200, { success: true, data: { results: [1] } }));
    await expect(api('/titles-subtitles', { query: { page: 1, search: '' } })).resolves.toEqual({
      results: [1],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/titles-subtitles?page=1');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-9');
  });

  it('throws the status, the message and the field messages of a failure', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(400, {
        success: false,
        error: {
          code: 'validation_failed',
          message: 'Check the fields',
          fields: { title: 'Title is required' },
        },
      }),
    );
    const err = await api('/x', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).status).toBe(400);
    expect((err as ApiRequestError).fields).toEqual({ title: 'Title is required' });
  });

  it('says so plainly when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('/x')).rejects.toThrow('Cannot reach the server');
  });

  it('on a 401 clears both cookies and goes to sign-in once, keeping where the user was going', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.pushState({}, '', '/titles-subtitles/edit/3?tab=1');
    document.cookie = 'access_token=dead; path=/';
    document.cookie = 'role=super; path=/';
    fetchMock.mockImplementation(answer401ExceptConfig);
    await Promise.allSettled([api('/a'), api('/b'), api('/c')]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/signin?next=%2Ftitles-subtitles%2Fedit%2F3%3Ftab%3D1');
    expect(readCookie('access_token')).toBeNull();
    expect(readCookie('role')).toBeNull();
    assign.mockRestore();
  });

  it('leaves the session alone when the caller handles the 401 (sign-in, sign-out)', async () => {
    document.cookie = 'access_token=tok; path=/';
    fetchMock.mockResolvedValue(
      apiAnswer(401, { success: false, error: { code: 'unauthorized', message: 'No' } }),
    );
    await expect(api('/signout', { method: 'POST', keepSessionOn401: true })).rejects.toThrow('No');
    expect(readCookie('access_token')).toBe('tok');
  });
});
