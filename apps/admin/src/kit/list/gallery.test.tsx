import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pagesOf } from '../../test/infinite-pages';
import {
  apiAnswer,
  renderWithProviders,
  renderWithRouter,
  stubFetch,
} from '../../test/render-with-providers';
import { screenIsPhone } from '../../test/screen-is-phone';
import type { InfinitePages } from '../resource/use-infinite-pages';
import { galleryGeometry } from './infinite-gallery';
import type { ListGallery } from './list-gallery';
import { ListScreen, type ListScreenResource } from './list-screen';

type Ad = {
  id: number;
  name: string;
  thumb: string | null;
  placeholder: string | null;
  video: string | null;
};
const ads: Ad[] = [
  { id: 1, name: 'Acme', thumb: '/d/1-320.webp', placeholder: null, video: '/media/acme.mp4' },
  { id: 2, name: 'Brio', thumb: null, placeholder: null, video: null },
];

const GALLERY: ListGallery<Ad> = {
  media: (a) => ({ thumb: a.thumb, placeholder: a.placeholder, source: a.video, video: a.video !== null }),
  facts: (a) => (a.video ? 'Video' : 'Image'),
  edit: (id) => `/ads/${id}/edit`,
};

function resource(items: Ad[]) {
  const done = async () => ({ count: 0 });
  return {
    useInfiniteList: () => pagesOf(items),
    useBulk: () => ({ mutateAsync: vi.fn(), isPending: false }),
    countBulk: done,
    bulkEdit: done,
    useAfterBulk: () => () => undefined,
  } as unknown as ListScreenResource<Ad, object>; // a stub: the list hook and an inert bulk bar
}

const FILTERS = { keys: ['search'] as const, FilterBar: () => <div>the filter bar</div> };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function Screen() {
  return (
    <>
      <ListScreen<Ad, 'search', string>
        resource={resource(ads)}
        title="Ads"
        noun={['ad', 'ads']}
        area={{ segment: 'ads', role: 'admin', paths: {} }}
        filters={FILTERS}
        rows={{ columns: () => [{ key: 'name', header: 'Name', render: (a) => a.name }], name: 'name' }}
        bulk={{ buttons: [] }}
        create={{ to: '/ads/new', label: 'Create Ad' }}
        gallery={GALLERY}
      />
      <Where />
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;
const fetchMock = stubFetch();

describe('the gallery view of a list', () => {
  it('Table / Gallery writes the view in the URL, and a URL with view=gallery opens the gallery', async () => {
    renderWithProviders(<Screen />, { route: '/ads?search=red' });
    expect(screen.getByRole('table', { name: 'Ads' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Gallery' }));
    expect(where()).toBe('/ads?search=red&view=gallery');
    const grid = screen.getByRole('list', { name: 'Ads' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    // the filters stay; the table is the default and leaves no trace
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(where()).toBe('/ads?search=red');
  });

  it('a tile shows its thumbnail, name and facts; its checkbox and Space select it, the bulk bar counts it', async () => {
    renderWithProviders(<Screen />, { route: '/ads?view=gallery' });
    const grid = screen.getByRole('list', { name: 'Ads' });
    const acme = within(grid).getByRole('link', { name: /Acme/ });
    expect(acme.textContent).toContain('#1 · Video');
    expect(acme.querySelector('img')?.getAttribute('src')).toBe('/d/1-320.webp');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Acme (#1)' }));
    expect(screen.getByRole('checkbox', { name: 'Select Acme (#1)' })).toHaveProperty('checked', true);
    expect(screen.getByText('1 ad selected')).toBeTruthy();
    // the keyboard: the tile's link has focus, Space checks it (Enter would open it)
    const brio = within(grid).getByRole('link', { name: /Brio/ });
    brio.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Brio (#2)' })).toHaveProperty('checked', true);
    expect(screen.getByText('2 ads selected')).toBeTruthy();
  });

  it('clicking a tile (or Enter on it) opens the edit screen, which comes back to the gallery', async () => {
    const { router } = renderWithRouter(
      [
        { path: '/ads', element: <Screen /> },
        { path: '/ads/:id/edit', element: <p>the edit screen</p> },
      ],
      { initialEntries: ['/ads?view=gallery'] },
    );
    await userEvent.click(await screen.findByRole('link', { name: /Brio/ }));
    expect(await screen.findByText('the edit screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ads/2/edit');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe('/ads?view=gallery');

    await act(() => router.navigate('/ads?view=gallery'));
    screen.getByRole('link', { name: /Acme/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/1/edit'));
  });

  it("hovering a video's tile asks for its frame strip once, and the pointer's x picks the frame", async () => {
    const strip = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`strip-${i}`, `/d/strip-${i}.webp`]),
    );
    fetchMock.mockImplementation(async () =>
      apiAnswer(200, {
        success: true,
        data: {
          source: '/media/acme.mp4',
          state: 'ready',
          reason: null,
          info: null,
          placeholder: null,
          derivatives: { 'thumb-320': '/d/1-320.webp', poster: '/d/poster.webp', ...strip },
          ocr_text: null,
          text_pending: false,
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      }),
    );
    renderWithProviders(<Screen />, { route: '/ads?view=gallery' });
    const tile = screen.getByRole('link', { name: /Acme/ });
    const picture = tile.querySelector('[data-testid="media-thumb"]')?.parentElement as HTMLElement;
    vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      top: 0,
      width: 200,
      height: 200,
      right: 300,
      bottom: 200,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    });
    const frame = () => tile.querySelector('img[src^="/d/strip-"]')?.getAttribute('src');

    fireEvent.pointerEnter(picture, { clientX: 110 });
    await waitFor(() => expect(frame()).toBe('/d/strip-0.webp'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/media?source=${encodeURIComponent('/media/acme.mp4')}`,
    );
    fireEvent.pointerMove(picture, { clientX: 230 }); // 65% across: frame 5 of 8
    expect(frame()).toBe('/d/strip-5.webp');
    fireEvent.pointerMove(picture, { clientX: 299 });
    expect(frame()).toBe('/d/strip-7.webp');
    fireEvent.pointerLeave(picture);
    expect(frame()).toBeUndefined();
    // a second hover uses what was fetched
    fireEvent.pointerEnter(picture, { clientX: 150 });
    fireEvent.pointerMove(picture, { clientX: 150 });
    expect(frame()).toBe('/d/strip-2.webp');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an image tile does not scrub and asks nothing', () => {
    renderWithProviders(<Screen />, { route: '/ads?view=gallery' });
    const picture = screen.getByRole('link', { name: /Brio/ }).querySelector('[data-testid="media-thumb"]')
      ?.parentElement as HTMLElement;
    fireEvent.pointerEnter(picture, { clientX: 10 });
    fireEvent.pointerMove(picture, { clientX: 20 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a phone: two columns, the checkboxes and Select all loaded in reach', () => {
    screenIsPhone(true);
    renderWithProviders(<Screen />, { route: '/ads?view=gallery' });
    const grid = screen.getByRole('list', { name: 'Ads' });
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(screen.getByRole('checkbox', { name: 'Select all loaded' })).toBeTruthy();
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Table' })).toBeTruthy();
  });

  it('two columns on a phone, more as the screen widens', () => {
    expect(galleryGeometry(358, true, 1).columns).toBe(2);
    expect(galleryGeometry(1200, false, 1).columns).toBe(5);
    const portrait = galleryGeometry(1200, false, 16 / 9);
    expect(portrait.tileHeight).toBeGreaterThan(galleryGeometry(1200, false, 1).tileHeight);
  });
});

// a list without a gallery offers no switch and ignores view=gallery
describe('a list without a gallery', () => {
  it('has no Table / Gallery switch', () => {
    const useList = vi.fn((_f: object): InfinitePages<Ad> => pagesOf(ads));
    renderWithProviders(
      <ListScreen<Ad, 'search', string>
        resource={{ useInfiniteList: useList }}
        title="Ads"
        noun={['ad', 'ads']}
        area={{ segment: 'ads', role: 'admin', paths: {} }}
        filters={FILTERS}
        rows={{ columns: () => [{ key: 'name', header: 'Name', render: (a) => a.name }] }}
        create={{ to: '/ads/new', label: 'Create Ad' }}
      />,
      { route: '/ads?view=gallery' },
    );
    expect(screen.queryByRole('radio', { name: 'Gallery' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Ads' })).toBeTruthy();
  });
});
