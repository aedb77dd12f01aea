import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../kit/area/area-manifest';
import { renderWithRouter } from '../test/render-with-providers';
import { areaRoute } from './area-routes';
import { AREAS } from './areas';

const screenOf = (path: string, name: string) => ({
  path,
  load: vi.fn(async () => ({ default: () => <h1>{name}</h1> })),
});

describe('an area of screens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads only the screen opened, each screen at its own path', async () => {
    const screens = [
      screenOf('', 'all'),
      screenOf('new', 'new'),
      screenOf('edit/:id', 'edit'),
      screenOf(':id', 'id'),
    ];
    const { router } = renderWithRouter([areaRoute('people', screens)], {
      initialEntries: ['/people/edit/3'],
    });
    expect(await screen.findByRole('heading', { name: 'edit' })).toBeTruthy();
    expect(screens.map((s) => s.load.mock.calls.length)).toEqual([0, 0, 1, 0]);

    await router.navigate('/people/3');
    expect(await screen.findByRole('heading', { name: 'id' })).toBeTruthy();
    await router.navigate('/people/new');
    expect(await screen.findByRole('heading', { name: 'new' })).toBeTruthy();
    await router.navigate('/people');
    expect(await screen.findByRole('heading', { name: 'all' })).toBeTruthy();
    expect(screens.map((s) => s.load.mock.calls.length)).toEqual([1, 1, 1, 1]);
  });

  it('answers an address no screen serves with the app\u2019s not-found state', async () => {
    renderWithRouter([areaRoute('people', [screenOf('', 'all')])], { initialEntries: ['/people/edit'] });
    expect(await screen.findByRole('link', { name: /back/i })).toBeTruthy();
  });

  it('gives a screen its route params and shows the kit\u2019s screens beside, with no router warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const Edit = () => <h1>edit {useParams().id}</h1>;
    const trash = { path: 'trash', element: <h1>trash</h1> };
    const { router } = renderWithRouter(
      [
        {
          path: '/',
          children: [
            areaRoute(
              'things',
              [screenOf('', 'list'), lazyScreen('edit/:id', async () => ({ Edit }), 'Edit')],
              [trash],
            ),
          ],
        },
      ],
      { initialEntries: ['/things'] },
    );
    expect(await screen.findByRole('heading', { name: 'list' })).toBeTruthy();
    await router.navigate('/things/edit/3');
    expect(await screen.findByRole('heading', { name: 'edit 3' })).toBeTruthy();
    await router.navigate('/things/trash');
    expect(await screen.findByRole('heading', { name: 'trash' })).toBeTruthy();
    const routerWarnings = warn.mock.calls.map((c) => String(c[0])).filter((m) => /route/i.test(m));
    expect(routerWarnings).toEqual([]);
  });

  it('shows one screen at two paths with the props each path gives it', async () => {
    const List = ({ visible }: { visible: boolean }) => <h1>{visible ? 'visible' : 'hidden'}</h1>;
    const lists = async () => ({ List });
    const { router } = renderWithRouter(
      [
        areaRoute('ads', [
          lazyScreen('', lists, 'List', { visible: true }),
          lazyScreen('invisible', lists, 'List', { visible: false }),
        ]),
      ],
      { initialEntries: ['/ads/'] },
    );
    expect(await screen.findByRole('heading', { name: 'visible' })).toBeTruthy();
    await router.navigate('/ads/invisible');
    expect(await screen.findByRole('heading', { name: 'hidden' })).toBeTruthy();
  });
});

describe('the areas\u2019 declared screens', () => {
  it('serve every address the panel had', () => {
    const routes = Object.fromEntries(AREAS.map((a) => [a.segment, a.screens.map((s) => s.path)]));
    expect(routes).toEqual({
      advertisements: ['', 'invisible', 'new', 'edit/:id', 'duplicates'],
      collections: [''],
      tiktoks: ['', 'new', 'edit/:id', 'duplicates'],
      'ugc-creators': ['', 'new', 'edit/:id'],
      // SPEC 2's four pieces: all, new, edit, id
      customers: ['', 'new', 'edit/:id', ':id'],
      pricing: ['', 'edit/:id'],
      'titles-subtitles': ['', 'edit/:id'],
      blog: ['', 'new', 'edit/:id', 'categories'],
      jobs: [''],
      security: [''],
      webhooks: [''],
      'api-keys': [''],
    });
  });
});
