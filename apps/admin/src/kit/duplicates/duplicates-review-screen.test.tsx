import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { UNDO_DELETE_MS } from '../resource/resource-types';
import { clusterPage, member, NEAR_CLUSTER, ok, THINGS_DUPLICATES } from './duplicates.fixture';
import { DuplicatesReviewScreen } from './duplicates-review-screen';

const fetchMock = stubFetch();
const BATCH = '6f1c2d3e-0000-4000-8000-000000000009';
type Shown = Parameters<typeof notifications.show>[0];

const open = () => renderWithProviders(<DuplicatesReviewScreen declaration={THINGS_DUPLICATES} />);
const sent = (path: string) => fetchMock.mock.calls.find(([url]) => url.startsWith(path));
const bodyOf = (path: string) => JSON.parse(String(sent(path)?.[1]?.body));

/** The API as the screen meets it: clusters (none once merged or dismissed), the count, the writes. */
function api({ exact = 0 } = {}) {
  let done = false;
  fetchMock.mockImplementation(async (url) => {
    if (url.startsWith('/api/duplicates/advertisements/count')) return ok({ open: done ? 0 : 1, exact });
    if (url.startsWith('/api/duplicates/advertisements/merge')) {
      done = true;
      return ok({ kept: 12, merged: [15], batch: BATCH });
    }
    if (url.startsWith('/api/duplicates/advertisements/dismiss')) {
      done = true;
      return ok({ dismissed: 1 });
    }
    if (url.startsWith('/api/things/trash/restore')) {
      done = false;
      return ok({ count: 1, record_ids: [15] });
    }
    if (url.startsWith('/api/duplicates/advertisements')) return clusterPage(done ? [] : [NEAR_CLUSTER]);
    return apiAnswer(404, { success: false, error: { code: 'not_found', message: url } });
  });
}

describe('the duplicates review screen', () => {
  it('shows each cluster side by side: creatives, labels, ids linking to their edit screens, dates, reasons in words', async () => {
    api();
    open();
    const cluster = await screen.findByRole('region', { name: 'Duplicates #15, #12' });
    expect(within(cluster).getAllByTestId('duplicate-member')).toHaveLength(2);
    expect(within(cluster).getByText('Acme copy')).toBeTruthy();
    expect(within(cluster).getByRole('link', { name: '#12' }).getAttribute('href')).toBe('/things/edit/12');
    expect(within(cluster).getByText('2026-01-05')).toBeTruthy();
    expect(within(cluster).getByText('Near-identical picture (distance 3)')).toBeTruthy();
    expect(within(cluster).getByText('Same copy')).toBeTruthy();
    expect(sent('/api/duplicates/advertisements?')?.[0]).toBe('/api/duplicates/advertisements?limit=20');
  });

  it('keeps the oldest by default; Merge asks, naming what happens, then offers Undo, which restores the trash batch', async () => {
    api();
    const shown = vi.spyOn(notifications, 'show');
    open();
    const cluster = await screen.findByRole('region', { name: 'Duplicates #15, #12' });
    expect((within(cluster).getByRole('radio', { name: 'Keep #12' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(cluster).getByRole('button', { name: 'Merge' }));
    const ask = await screen.findByRole('dialog', { name: 'Merge 2 things?' });
    expect(ask.textContent).toContain('#12 (Acme) is kept. #15 goes to the trash');
    expect(ask.textContent).toContain('its collections and tags move to #12');
    await userEvent.click(within(ask).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('No likely duplicates')).toBeTruthy();
    expect(bodyOf('/api/duplicates/advertisements/merge')).toEqual({ keep: 12, merge: [15] });

    const notice = shown.mock.calls
      .map(([n]) => n)
      .find((n) => n.id === 'undo-merge-advertisements-12') as Shown;
    expect(notice.autoClose).toBe(UNDO_DELETE_MS);
    render(<MantineProvider env="test">{notice.message as ReactElement}</MantineProvider>);
    expect(screen.getByText('Merged into #12: #15 moved to the trash')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bodyOf('/api/things/trash/restore')).toEqual({ batch: BATCH }));
    // the cluster is back once restored
    expect(await screen.findByRole('region', { name: 'Duplicates #15, #12' })).toBeTruthy();
  });

  it('merges into the record chosen to keep, and cancelling the question merges nothing', async () => {
    api();
    open();
    const cluster = await screen.findByRole('region', { name: 'Duplicates #15, #12' });
    await userEvent.click(within(cluster).getByRole('radio', { name: 'Keep #15' }));
    await userEvent.click(within(cluster).getByRole('button', { name: 'Merge' }));
    const ask = await screen.findByRole('dialog', { name: 'Merge 2 things?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(sent('/api/duplicates/advertisements/merge')).toBeUndefined();
    await userEvent.click(within(cluster).getByRole('button', { name: 'Merge' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(bodyOf('/api/duplicates/advertisements/merge')).toEqual({ keep: 15, merge: [12] }),
    );
  });

  it('works from the keyboard: the arrows choose the record to keep, Enter merges', async () => {
    api();
    open();
    const cluster = await screen.findByRole('region', { name: 'Duplicates #15, #12' });
    within(cluster).getByRole('radio', { name: 'Keep #12' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect((within(cluster).getByRole('radio', { name: 'Keep #15' }) as HTMLInputElement).checked).toBe(true);
    // the radios are one stop; past the next record's link, Merge
    await userEvent.tab();
    expect(document.activeElement).toBe(within(cluster).getByRole('link', { name: '#12' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(cluster).getByRole('button', { name: 'Merge' }));
    await userEvent.keyboard('{Enter}');
    const ask = await screen.findByRole('dialog', { name: 'Merge 2 things?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(bodyOf('/api/duplicates/advertisements/merge')).toEqual({ keep: 15, merge: [12] }),
    );
  });

  it('Not duplicates sends every member and the cluster leaves', async () => {
    api();
    open();
    const cluster = await screen.findByRole('region', { name: 'Duplicates #15, #12' });
    await userEvent.click(within(cluster).getByRole('button', { name: 'Not duplicates' }));
    expect(await screen.findByText('No likely duplicates')).toBeTruthy();
    expect(bodyOf('/api/duplicates/advertisements/dismiss')).toEqual({ ids: [15, 12] });
  });

  it('says so when there are none', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.includes('/count') ? ok({ open: 0, exact: 0 }) : clusterPage([]),
    );
    open();
    expect(await screen.findByText('No likely duplicates')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Merge all exact/ })).toBeNull();
  });

  it('shows a failed load with Retry', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.includes('/count')
        ? ok({ open: 0, exact: 0 })
        : apiAnswer(500, { success: false, error: { code: 'internal', message: 'Boom' } }),
    );
    open();
    expect(await screen.findByText('Could not load the duplicates')).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
    api();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Duplicates #15, #12' })).toBeTruthy();
  });

  it('Load more asks for the next page with its cursor', async () => {
    const second = {
      ...NEAR_CLUSTER,
      key: 3,
      members: [member(4, 'Zed 2', '2026-01-02T00:00:00Z'), member(3, 'Zed', '2026-01-01T00:00:00Z')],
    };
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('/count')) return ok({ open: 2, exact: 0 });
      return url.includes('cursor=c1') ? clusterPage([second]) : clusterPage([NEAR_CLUSTER], 'c1');
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('region', { name: 'Duplicates #4, #3' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Duplicates #15, #12' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('Merge all exact duplicates', () => {
  it('counts, asks "Merge N clusters?", merges with the count confirmed, and Undo restores every batch', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('/count')) return ok({ open: 3, exact: 2 });
      if (url.includes('/merge-exact')) return ok({ clusters: 2, merged: 3, batches: ['b1', 'b2'] });
      if (url.includes('/restore')) return ok({ count: 1, record_ids: [1] });
      return clusterPage([NEAR_CLUSTER]);
    });
    const shown = vi.spyOn(notifications, 'show');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Merge all exact duplicates (2)' }));
    const ask = await screen.findByRole('dialog', { name: 'Merge 2 clusters?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(bodyOf('/api/duplicates/advertisements/merge-exact')).toEqual({ expected: 2 }),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ id: 'undo-merge-exact-advertisements' })),
    );
    const notice = shown.mock.calls
      .map(([n]) => n)
      .find((n) => n.id === 'undo-merge-exact-advertisements') as Shown;
    render(<MantineProvider env="test">{notice.message as ReactElement}</MantineProvider>);
    expect(screen.getByText('Merged 2 clusters: 3 things moved to the trash')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([url]) => url.includes('/restore'))
          .map(([, i]) => JSON.parse(String(i?.body))),
      ).toEqual([{ batch: 'b1' }, { batch: 'b2' }]),
    );
  });

  it('a changed count (409) merges nothing, says why and reads the count again', async () => {
    let counts = 0;
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('/count')) {
        counts += 1;
        return ok({ open: 3, exact: 2 });
      }
      if (url.includes('/merge-exact'))
        return apiAnswer(409, {
          success: false,
          error: { code: 'conflict', message: 'The count changed: 3' },
        });
      return clusterPage([NEAR_CLUSTER]);
    });
    const shown = vi.spyOn(notifications, 'show');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Merge all exact duplicates (2)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'orange', title: 'The exact duplicates changed' }),
      ),
    );
    // the header's count, the fresh count before asking, and the count read again after the 409
    await waitFor(() => expect(counts).toBeGreaterThanOrEqual(3));
  });
});
