import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerPieces } from '../features/customers/pieces';
import { renderWithRouter } from '../test/render-with-providers';
import { area, areaOfPieces } from './area-routes';

const piece = (name: string) => vi.fn(async () => ({ default: () => <h1>{name}</h1> }));

describe('an area of pieces', () => {
  it('loads only the piece of the screen opened, each piece at its own path', async () => {
    const pieces = [
      { path: '', load: piece('all') },
      { path: 'new', load: piece('new') },
      { path: 'edit/:id', load: piece('edit') },
      { path: ':id', load: piece('id') },
    ];
    const { router } = renderWithRouter([areaOfPieces('people', pieces)], {
      initialEntries: ['/people/edit/3'],
    });
    expect(await screen.findByRole('heading', { name: 'edit' })).toBeTruthy();
    expect(pieces.map((p) => p.load.mock.calls.length)).toEqual([0, 0, 1, 0]);

    await router.navigate('/people/3');
    expect(await screen.findByRole('heading', { name: 'id' })).toBeTruthy();
    await router.navigate('/people/new');
    expect(await screen.findByRole('heading', { name: 'new' })).toBeTruthy();
    await router.navigate('/people');
    expect(await screen.findByRole('heading', { name: 'all' })).toBeTruthy();
    expect(pieces.map((p) => p.load.mock.calls.length)).toEqual([1, 1, 1, 1]);
  });

  it('answers an address no piece serves with the app\u2019s not-found state', async () => {
    renderWithRouter([areaOfPieces('people', [{ path: '', load: piece('all') }])], {
      initialEntries: ['/people/edit'],
    });
    expect(await screen.findByRole('link', { name: /back/i })).toBeTruthy();
  });

  it('splits the customers area into SPEC 2\u2019s four pieces: all, new, edit, id', () => {
    expect(customerPieces.map((p) => p.path)).toEqual(['', 'new', 'edit/:id', ':id']);
  });
});

/** An area chunk as the features write theirs: its own <Routes> with a list and an edit screen. */
const ThingsArea = () => (
  <Routes>
    <Route index element={<h1>list</h1>} />
    <Route path="edit/:id" element={<h1>edit</h1>} />
  </Routes>
);

describe('an area of one chunk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its screens at the bare path, deeper paths and the kit\u2019s Trash, with no router warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const trash = { path: 'trash', element: <h1>trash</h1> };
    const { router } = renderWithRouter(
      [{ path: '/', children: [area('things', async () => ({ default: ThingsArea }), [trash])] }],
      { initialEntries: ['/things'] },
    );
    expect(await screen.findByRole('heading', { name: 'list' })).toBeTruthy();
    await router.navigate('/things/edit/3');
    expect(await screen.findByRole('heading', { name: 'edit' })).toBeTruthy();
    await router.navigate('/things/trash');
    expect(await screen.findByRole('heading', { name: 'trash' })).toBeTruthy();
    await router.navigate('/things');
    expect(await screen.findByRole('heading', { name: 'list' })).toBeTruthy();
    const routerWarnings = warn.mock.calls.map((c) => String(c[0])).filter((m) => /route/i.test(m));
    expect(routerWarnings).toEqual([]);
  });
});
