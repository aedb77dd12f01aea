import { tiktokContract } from '@adlib/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiAnswer, stubFetch } from '../test/render-with-providers';
import { call } from './client';

const fetchMock = stubFetch();

describe('call()', () => {
  it("takes the URL and method from the endpoint, its params filled in, under the transport's /api", async () => {
    fetchMock.mockResolvedValue(apiAnswer(200, { success: true, data: { id: 7, updated_at: 'x' } }));
    const saved = await call(tiktokContract.update, { params: { id: 7 }, body: { username: 'a' } as never });
    expect(saved).toEqual({ id: 7, updated_at: 'x' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tiktoks/7');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"username":"a"}');
  });

  it('sends the query of a list page', async () => {
    fetchMock.mockResolvedValue(apiAnswer(200, { success: true, data: { total: 0, results: [] } }));
    await call(tiktokContract.page, { query: { search: 'cat', page: 2 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/tiktoks?search=cat&page=2');
  });

  it('types the answer from the response schema, times as sent text', () => {
    expectTypeOf<Awaited<ReturnType<typeof call<typeof tiktokContract.update>>>>().toEqualTypeOf<{
      id: number;
      updated_at: string;
    }>();
    // @ts-expect-error: a record endpoint needs its id
    void (() => call(tiktokContract.one));
  });
});
