import type { UgcCreator } from '@adlib/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noMediaRow, ok, READY_VIDEO } from '../../../kit/form/media-panel.fixture';
import { renderWithRouter, stubFetch } from '../../../test/render-with-providers';
import { EditCreatorScreen, NewCreatorPage } from '../pages/creator-screens';

const ONE = 'https://cdn.example.com/one.mp4';
const creator: UgcCreator = {
  id: 7,
  name: 'Lena Okafor',
  email: null,
  age: null,
  gender: null,
  niche: null,
  city: null,
  country: null,
  industry: null,
  minimum_project: null,
  minimum_price: null,
  link_from_creator: null,
  website: null,
  instagram_link: null,
  tiktok_link: null,
  twitter_link: null,
  profile_picture: 'https://cdn.example.com/lena.png',
  videos: [ONE, null, 'https://cdn.example.com/three.mov', null, null, null],
  screenshoot: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const fetchMock = stubFetch();
const mediaReads = () =>
  fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/media?')).map(([url]) => url);

describe("a creator's media details", () => {
  it('lists the filled files, and an opened one shows its own media panel', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === `/api/media?source=${encodeURIComponent(ONE)}`
        ? ok({ ...READY_VIDEO, source: ONE })
        : noMediaRow(),
    );
    const user = userEvent.setup();
    renderWithRouter([
      { path: '/', element: <EditCreatorScreen creator={creator} reload={async () => creator} /> },
    ]);
    const media = screen.getByRole('group', { name: 'Media details' });
    const items = within(media)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items).toEqual(['Profile Picture', 'UGC Creator Video 1', 'UGC Creator Video 3']);
    // nothing is asked before an item is opened
    expect(mediaReads()).toEqual([]);
    await user.click(within(media).getByRole('button', { name: 'UGC Creator Video 1' }));
    const panel = await screen.findByRole('region', { name: 'UGC Creator Video 1 details' });
    expect(await within(panel).findByText('Ready')).toBeTruthy();
    expect(within(panel).getByLabelText('File details').textContent).toContain('1080 × 1920');
    expect(mediaReads()).toEqual([`/api/media?source=${encodeURIComponent(ONE)}`]);
  });

  it('is not on the new screen', () => {
    fetchMock.mockImplementation(async () => noMediaRow());
    renderWithRouter([{ path: '/', element: <NewCreatorPage /> }]);
    expect(screen.queryByRole('group', { name: 'Media details' })).toBeNull();
  });
});
