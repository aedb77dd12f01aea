import type { Collection } from '@adlib/shared';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiError, renderWithRouter, stubFetch } from '../../test/render-with-providers';
import { CollectionsPage } from './collections-page';

const december: Collection = {
  id: 1,
  order: 20,
  title: 'December',
  public: false,
  is_new: false,
  collection_date: '2024-12',
  tags: ['xmas'],
  roles: [],
  active: true,
  bulked: false,
  ad_count: 3,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const ok = (data: unknown) => apiAnswer(200, { success: true, data });

const fetchMock = stubFetch();

/** The API as the screen sees it; `answers` overrides one call ("PUT /api/collections/1"). */
function serve(answers: Record<string, () => Response> = {}, list = () => [december]) {
  fetchMock.mockImplementation(async (url, init) => {
    const call = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const special = answers[call];
    if (special) return special();
    if (call === 'GET /api/collections') return ok({ records: list() });
    if (call === 'GET /api/roles') return ok({ records: [{ id: 1, name: 'free' }] });
    throw new Error(`unexpected call ${call}`);
  });
}
const sent = (call: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === call);

async function setup() {
  const utils = renderWithRouter(
    [
      { path: '/collections/', element: <CollectionsPage /> },
      { path: '/advertisements/', element: <h1>Ads</h1> },
    ],
    { initialEntries: ['/collections/'] },
  );
  const row = await screen.findByRole('row', { name: 'December' });
  return { ...utils, row: within(row) };
}

describe('CollectionsPage', { timeout: 30_000 }, () => {
  it('enables Save only with a change, and shows a refused order under its input', async () => {
    const user = userEvent.setup();
    serve();
    const { row } = await setup();
    const save = row.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.clear(row.getByRole('textbox', { name: 'Order' }));
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await row.findByText('Give the order, e.g. 0, 10, 20')).toBeTruthy();
    expect(sent('PUT /api/collections/1')).toHaveLength(0);
  });

  it('puts the New toggle back when saving it fails, under the title "New not saved"', async () => {
    const user = userEvent.setup();
    serve({ 'PUT /api/advertisements-collections/1': () => apiError(500, 'internal', 'Down') });
    const { row, queryClient } = await setup();
    const toggle = row.getByRole('switch', { name: 'New: December' }) as HTMLInputElement;
    await user.click(toggle);
    await waitFor(() => expect(sent('PUT /api/advertisements-collections/1')).toHaveLength(1));
    await waitFor(() => expect(toggle.checked).toBe(false));
    const failed = queryClient.getMutationCache().find({ predicate: (m) => m.state.status === 'error' });
    // the app's mutation cache shows this title with the error (app/query-client.ts)
    expect(failed?.meta?.errorTitle).toBe('New not saved');
  });

  it('on a 409 keeps what was typed and offers the merge under the row; Save merged sends the choice', async () => {
    const user = userEvent.setup();
    const theirs = {
      ...december,
      title: 'December (theirs)',
      tags: ['xmas', 'gifts'],
      updated_at: '2025-02-01T00:00:00.000Z',
    };
    let puts = 0;
    serve({
      'PUT /api/collections/1': () =>
        ++puts === 1
          ? apiError(409, 'conflict', 'Changed since you loaded it')
          : ok({ id: 1, updated_at: '2025-02-02T00:00:00.000Z' }),
      'GET /api/collections/1': () => ok(theirs),
    });
    const { row } = await setup();
    const title = row.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    await user.type(title, ' sale');
    await user.click(row.getByRole('button', { name: 'Save' }));
    const merge = await screen.findByRole('region', { name: /Someone else saved this collection/ });
    const body = JSON.parse(String(sent('PUT /api/collections/1')[0]?.[1]?.body));
    expect(body).toMatchObject({ title: 'December sale', updated_at: december.updated_at });
    // nothing typed is thrown away by a conflict: the row keeps it; their tags are in
    expect(title.value).toBe('December sale');
    expect(merge.textContent).toContain('Their changes to Tags are in the form now');
    expect(merge.textContent).toContain('Original: December');
    const group = within(merge).getByRole('radiogroup', { name: 'Title' });
    await user.click(within(group).getByRole('radio', { name: /^Theirs/ }));
    expect(title.value).toBe('December (theirs)');
    await user.click(within(group).getByRole('radio', { name: /^Yours/ }));
    expect(title.value).toBe('December sale');
    await user.click(within(merge).getByRole('button', { name: 'Save merged' }));
    await waitFor(() => expect(sent('PUT /api/collections/1')).toHaveLength(2));
    const merged = JSON.parse(String(sent('PUT /api/collections/1')[1]?.[1]?.body));
    expect(merged).toMatchObject({
      title: 'December sale',
      tags: ['xmas', 'gifts'],
      updated_at: theirs.updated_at,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Someone else saved/ })).toBeNull());
  });

  it('a row changed elsewhere updates in place, or, with typing in it, merges their fields in', async () => {
    const user = userEvent.setup();
    let stored = december;
    serve({}, () => [stored]);
    const { row, queryClient } = await setup();
    const title = row.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    const order = row.getByRole('textbox', { name: 'Order' }) as HTMLInputElement;
    // nothing typed: their version shows, said under the row
    stored = { ...december, title: 'December (theirs)', updated_at: '2025-02-01T00:00:00.000Z' };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(title.value).toBe('December (theirs)'));
    expect(await screen.findByText('Updated by someone else — the form shows their changes')).toBeTruthy();

    // typed in another field: theirs comes in, the typing stays, nothing to choose
    await user.clear(order);
    await user.type(order, '5');
    stored = { ...stored, title: 'December again', updated_at: '2025-03-01T00:00:00.000Z' };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(title.value).toBe('December again'));
    expect(order.value).toBe('5');
    const merge = screen.getByRole('region', { name: /Someone else changed this collection/ });
    expect(within(merge).queryAllByRole('radio')).toHaveLength(0);
  });

  /** The API's versions: New and Bulk Insert move them, a Save with an older one answers 409. */
  function serveVersions() {
    let version = december.updated_at;
    let second = 1;
    const bump = () => {
      second += 1;
      version = `2025-01-01T00:00:0${second}.000Z`;
      return version;
    };
    const put = () => {
      const body = JSON.parse(String(sent('PUT /api/collections/1').at(-1)?.[1]?.body));
      if (body.updated_at !== version) return apiError(409, 'conflict', 'Changed since you loaded it');
      return ok({ id: 1, updated_at: bump() });
    };
    serve({
      'PUT /api/advertisements-collections/1': () => ok({ id: 1, updated_at: bump() }),
      'POST /api/collections/bulk-insert': () => {
        const dry = JSON.parse(String(sent('POST /api/collections/bulk-insert').at(-1)?.[1]?.body)).dry_run;
        return ok({ id: 1, linked: 2, dry_run: dry, ...(dry ? {} : { updated_at: bump() }) });
      },
      'PUT /api/collections/1': put,
    });
  }

  it('New, then a typed title and Save: saved at the version New answered, the title kept', async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, 'show');
    serveVersions();
    const { row } = await setup();
    await user.click(row.getByRole('switch', { name: 'New: December' }));
    // the instant save says so
    await waitFor(() => expect(shown).toHaveBeenCalled());
    render(<MantineProvider env="test">{shown.mock.calls[0]?.[0].message as ReactElement}</MantineProvider>);
    expect(screen.getByText('“December” marked New')).toBeTruthy();

    const title = row.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    await user.type(title, ' sale');
    await user.click(row.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved December sale' })),
    );
    expect(shown).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Changed by someone else' }));
    expect(title.value).toBe('December sale');
    const body = JSON.parse(String(sent('PUT /api/collections/1')[0]?.[1]?.body));
    expect(body).toMatchObject({
      title: 'December sale',
      is_new: true,
      updated_at: '2025-01-01T00:00:02.000Z',
    });
  });

  it('Bulk Insert, then a typed title and Save: saved at the version Bulk Insert answered', async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, 'show');
    serveVersions();
    const { row } = await setup();
    await user.click(row.getByRole('button', { name: 'Bulk Insert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Insert' });
    await user.click(within(dialog).getByRole('button', { name: 'Bulk Insert' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Linked 2 ads to “December”' })),
    );
    const title = row.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    await user.type(title, '!');
    await user.click(row.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved December!' })),
    );
    expect(title.value).toBe('December!');
  });

  it('Bulk Insert asks first with the dry-run count, then the row shows a disabled Done!', async () => {
    const user = userEvent.setup();
    let bulked = false;
    serve(
      {
        'POST /api/collections/bulk-insert': () => {
          const calls = sent('POST /api/collections/bulk-insert');
          const dry = JSON.parse(String(calls.at(-1)?.[1]?.body)).dry_run as boolean;
          bulked = !dry;
          return ok({ id: 1, linked: 7, dry_run: dry });
        },
      },
      () => [{ ...december, bulked, ad_count: bulked ? 10 : 3 }],
    );
    const { row } = await setup();
    await user.click(row.getByRole('button', { name: 'Bulk Insert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Insert' });
    expect(dialog.textContent).toContain('Link 7 visible ads');
    expect(bulked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Bulk Insert' }));
    const done = (await screen.findByRole('button', { name: 'Done!' })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(screen.getByRole('link', { name: '10 ads' }).getAttribute('href')).toBe(
      '/advertisements/?collection=1',
    );
  });

  it('asks before leaving while a row has unsaved changes', async () => {
    const user = userEvent.setup();
    serve();
    const { row, router } = await setup();
    await user.type(row.getByRole('textbox', { name: 'Title' }), '!');
    expect(screen.getByText('1 row(s) with unsaved changes')).toBeTruthy();
    await user.click(row.getByRole('link', { name: '3 ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/collections/');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Ads' })).toBeTruthy();
  });

  it('says when there is none yet; New Row adds the blank row and focuses its Title', async () => {
    const user = userEvent.setup();
    let rows: Collection[] = [];
    const blank = { ...december, id: 5, order: 10, title: '', collection_date: null, tags: [], ad_count: 0 };
    serve(
      {
        'POST /api/collections': () => {
          rows = [blank];
          return ok({ id: 5, updated_at: blank.updated_at });
        },
      },
      () => rows,
    );
    renderWithRouter([{ path: '/collections/', element: <CollectionsPage /> }], {
      initialEntries: ['/collections/'],
    });
    expect(await screen.findByText('No collections yet. Add one with New Row.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Row' }));
    const row = within(await screen.findByRole('row', { name: 'collection 5' }));
    await waitFor(() => expect(document.activeElement).toBe(row.getByRole('textbox', { name: 'Title' })));
    // SPEC's blank row: the server fills in the order (the first one's plus 10)
    expect(JSON.parse(String(sent('POST /api/collections')[0]?.[1]?.body))).toEqual({});
  });
});

describe('CollectionsPage filtered from the address (Home links)', { timeout: 30_000 }, () => {
  const november = (id: number, title: string): Collection => ({
    ...december,
    id,
    title,
    collection_date: '2026-11',
  });
  const three = () => [december, november(2, 'November A'), november(3, 'November B')];
  const open = (address: string) =>
    renderWithRouter([{ path: '/collections/', element: <CollectionsPage /> }], {
      initialEntries: [address],
    });

  it('shows the collections dated the month, with a chip that says how many and removes the filter', async () => {
    const user = userEvent.setup();
    serve({}, three);
    open('/collections/?month=2026-11');
    expect(await screen.findByRole('row', { name: 'November A' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'November B' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'December' })).toBeNull();
    const chips = screen.getByRole('group', { name: 'Chosen filters' });
    expect(within(chips).getByText('Dated Nov 2026 · 2 collections')).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: 'Remove Dated Nov 2026 · 2 collections' }));
    expect(await screen.findByRole('row', { name: 'December' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Chosen filters' })).toBeNull();
  });

  it("shows the API's stale collections, as many as Home's figure, and keeps their rows editable", async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/collections/stale': () => ok({ ids: [1, 3] }) }, three);
    open('/collections/?stale_weeks=4');
    const row = within(await screen.findByRole('row', { name: 'December' }));
    expect(screen.getByRole('row', { name: 'November B' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'November A' })).toBeNull();
    expect(screen.getByText('No new ads for 4 weeks · 2 collections')).toBeTruthy();
    expect(sent('GET /api/collections/stale?weeks=4')).toHaveLength(1);
    const save = row.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await user.type(row.getByRole('textbox', { name: 'Order' }), '5');
    expect(save.disabled).toBe(false);
  });

  it('says when the stale collections could not be read, and keeps the chip that removes the filter', async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/collections/stale': () => apiError(500, 'internal', 'Down') }, three);
    open('/collections/?stale_weeks=4');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove No new ads for 4 weeks' }));
    expect(await screen.findByRole('row', { name: 'November A' })).toBeTruthy();
  });
});
