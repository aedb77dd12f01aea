import { describe, expect, it } from 'vitest';
import { isActivePath, isExactPath, navItemsFor } from './nav-items';

const labels = (role: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(role).flatMap((i) => [i.label, ...(i.children ?? []).map((c) => `${i.label} > ${c.label}`)]);

describe('navItemsFor (SPEC 2 "Sidebar")', () => {
  it('gives admin exactly Home and Advertisements with Visible and No Visible', () => {
    expect(labels('admin')).toEqual([
      'Home',
      'Advertisements',
      'Advertisements > Visible',
      'Advertisements > No Visible',
    ]);
    const ads = navItemsFor('admin')[1];
    expect(ads?.children?.map((c) => c.to)).toEqual(['/advertisements/', '/advertisements/invisible']);
  });

  it('gives super every area of the spec, in its order', () => {
    expect(navItemsFor('super').map((i) => i.label)).toEqual([
      'Home',
      'Advertisements',
      'Collections',
      'TikToks',
      'UGC Creators',
      'Customers',
      'Pricing',
      'Titles & Subtitles',
      // issue 16: the blog's screens, which SPEC leaves out, for super only
      'Blog',
      // issue 25: the job queue's screen
      'Background jobs',
      // issue 28: webhooks and API keys
      'Webhooks',
      'API keys',
    ]);
  });

  it('shows nothing until a role is loaded', () => {
    expect(navItemsFor(undefined)).toEqual([]);
  });
});

describe('isActivePath', () => {
  it('matches an area with or without its trailing slash, and its sub-screens', () => {
    expect(isActivePath('/collections', '/collections/')).toBe(true);
    expect(isActivePath('/titles-subtitles/edit/3', '/titles-subtitles')).toBe(true);
    expect(isActivePath('/titles-subtitlesX', '/titles-subtitles')).toBe(false);
  });

  it('keeps Home for / only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/pricing', '/')).toBe(false);
  });

  it('lights a sub-link on its own screen only', () => {
    expect(isExactPath('/advertisements', '/advertisements/')).toBe(true);
    expect(isExactPath('/advertisements/invisible', '/advertisements/')).toBe(false);
  });
});
