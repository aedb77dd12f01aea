import { trashEndpoints } from '@adlib/shared';
import { IconStar } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { recordArea } from './record-area';

const trash = trashEndpoints('/api/stars', 'star');

describe('recordArea', () => {
  it('makes the list, New and Edit paths, the sidebar entry, the trash and the palette', () => {
    const area = recordArea('stars', 'super', {
      paths: { list: 'stars', record: 'star' },
      noun: ['star', 'stars'],
      nav: { icon: IconStar },
      trash,
    });
    expect(area.paths.stars).toBe('/stars');
    expect(area.paths.starNew).toBe('/stars/new');
    expect(area.paths.starEdit(3)).toBe('/stars/edit/3');
    expect(area.nav).toMatchObject({ label: 'Stars', to: '/stars' });
    expect(area.trash).toEqual([
      { path: 'trash', list: '/stars', api: trash, resource: 'stars', title: 'Stars' },
    ]);
    expect(area.palette?.actions).toEqual([
      { label: 'New star', to: '/stars/new' },
      { label: 'Stars trash', to: '/stars/trash' },
    ]);
    expect(area.palette?.records?.area).toBe('stars');
    expect(area.palette?.records?.open(4)).toBe('/stars/edit/4');
  });

  it('takes the area’s other paths, and names palette screens by them', () => {
    const area = recordArea('stars', 'admin', {
      paths: { list: 'stars', record: 'star', at: '/stars/' },
      morePaths: { star: (id: number | string) => `/stars/${id}`, starsFaded: '/stars/faded' },
      noun: ['star', 'stars'],
      nav: { label: 'Sky', icon: IconStar },
      palette: { actions: [{ label: 'Faded stars', path: 'starsFaded' }], open: 'star' },
    });
    expect(area.trash).toBeUndefined();
    expect(area.nav).toMatchObject({ label: 'Sky', to: '/stars/' });
    expect(area.palette?.actions).toEqual([
      { label: 'New star', to: '/stars/new' },
      { label: 'Faded stars', to: '/stars/faded' },
    ]);
    expect(area.palette?.records?.open(4)).toBe('/stars/4');
    recordArea('stars', 'admin', {
      paths: { list: 'stars', record: 'star' },
      noun: ['star', 'stars'],
      nav: { icon: IconStar },
      // @ts-expect-error a palette action names a fixed path, not a path helper
      palette: { actions: [{ label: 'Edit', path: 'starEdit' }] },
    });
  });
});
