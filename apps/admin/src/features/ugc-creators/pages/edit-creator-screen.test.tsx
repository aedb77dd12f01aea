import type { UgcCreator } from '@adlib/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiError, renderWithRouter } from '../../../test/render-with-providers';
import { uploadProfilePicture, uploadVideo } from '../api';
import { EditCreatorScreen } from './creator-screens';

// The uploads go through XMLHttpRequest: replaced here, the record's save goes through fetch.
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  uploadProfilePicture: vi.fn(),
  uploadVideo: vi.fn(),
}));

const creator: UgcCreator = {
  id: 7,
  name: 'Lena Okafor',
  email: 'lena@example.com',
  age: 29,
  gender: 'Woman',
  niche: 'Skincare',
  city: 'Lagos',
  country: 'Nigeria',
  industry: 'Beauty/Cosmetics',
  minimum_project: 2,
  minimum_price: 149.5,
  link_from_creator: null,
  website: null,
  instagram_link: null,
  tiktok_link: null,
  twitter_link: null,
  profile_picture: 'https://cdn.example.com/lena.png',
  videos: ['https://cdn.example.com/one.mp4', 'https://cdn.example.com/two.mov', null, null, null, null],
  screenshoot: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(uploadVideo).mockReset();
  vi.mocked(uploadProfilePicture).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  return renderWithRouter(
    [
      {
        path: '/ugc-creators/edit/7',
        element: <EditCreatorScreen creator={creator} reload={async () => creator} />,
      },
      { path: '/ugc-creators', element: <h1>List</h1> },
    ],
    { initialEntries: ['/ugc-creators/edit/7'] },
  );
}

/** The hidden file input behind a Mantine FileInput's button, named after its field. */
const fileInputOf = (field: string) => {
  const input = document.querySelector(`input[type=file][name="${field}.file"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no file input for ${field}`);
  return input;
};
const mp4 = (name: string) => new File([new Uint8Array([0, 0, 0, 24])], name, { type: 'video/mp4' });
const linkOf = (label: string) => screen.getByRole('textbox', { name: `${label} link` }) as HTMLInputElement;

describe('EditCreatorScreen', () => {
  it('shows the round profile picture and an mp4 preview only for a slot whose value holds .mp4', () => {
    setup();
    expect(screen.getByRole('img', { name: 'Profile picture preview' })).toBeTruthy();
    expect(screen.getByLabelText('UGC Creator Video 1 preview').tagName).toBe('VIDEO');
    expect(screen.queryByLabelText('UGC Creator Video 2 preview')).toBeNull();
  });

  it('previews a picked profile picture at once, before Save uploads it', async () => {
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked-picture');
    setup();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(fileInputOf('profile_picture'), png);
    expect(screen.getByRole('img', { name: 'Profile picture preview' }).getAttribute('src')).toBe(
      'blob:picked-picture',
    );
    // nothing was sent: the file uploads on Save
    expect(fetchMock).not.toHaveBeenCalled();
    objectUrl.mockRestore();
  });

  it('saves, uploads the picked slots in order; a failure names its slot, stays, and keeps the other slot uploaded', async () => {
    const user = userEvent.setup();
    // a fresh answer per call: a Response's body is read once
    fetchMock.mockImplementation(async () =>
      apiAnswer(200, { success: true, data: { id: 7, updated_at: '2025-03-01T00:00:00.000Z' } }),
    );
    vi.mocked(uploadVideo).mockImplementation(async (_id, slot) => {
      if (slot === 5) throw new Error('Not an MP4, MOV or WebM video');
      return { value: `https://media.example.com/slot-${slot}.mp4`, updated_at: '2025-03-02T00:00:00.000Z' };
    });
    const { router } = setup();
    await user.upload(fileInputOf('videos.2'), mp4('three.mp4'));
    await user.upload(fileInputOf('videos.4'), mp4('five.mp4'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'The creator was saved, but not every file was uploaded: UGC Creator Video 5: Not an MP4, MOV or WebM video',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ugc-creators/edit/7');
    expect(vi.mocked(uploadVideo).mock.calls.map((c) => [c[0], c[1]])).toEqual([
      [7, 3],
      [7, 5],
    ]);
    // slot 3 holds its stored URL now (and shows it), the others kept their values
    await waitFor(() =>
      expect(linkOf('UGC Creator Video 3').value).toBe('https://media.example.com/slot-3.mp4'),
    );
    expect(linkOf('UGC Creator Video 1').value).toBe('https://cdn.example.com/one.mp4');
    expect(linkOf('UGC Creator Video 5').value).toBe('');

    // Saving again sends slot 3's URL with the version the upload answered, and retries slot 5 only
    vi.mocked(uploadVideo).mockClear();
    vi.mocked(uploadVideo).mockResolvedValue({
      value: 'https://media.example.com/slot-5.mp4',
      updated_at: '2025-03-03T00:00:00.000Z',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    const second = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(second.videos[2]).toBe('https://media.example.com/slot-3.mp4');
    expect(second.updated_at).toBe('2025-03-02T00:00:00.000Z');
    expect(vi.mocked(uploadVideo).mock.calls.map((c) => c[1])).toEqual([5]);
    // two full saves with typing and picks: more than the default 5 s on a busy 2-core machine
  }, 30_000);

  it('shows the server field error beside the field', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      apiError(400, 'validation_failed', 'Invalid', { email: 'Another creator has this e-mail' }),
    );
    setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another creator has this e-mail')).toBeTruthy();
  });

  it('saves with Ctrl+S and stays on the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      apiAnswer(200, { success: true, data: { id: 7, updated_at: '2025-03-01T00:00:00.000Z' } }),
    );
    const shown = vi.spyOn(notifications, 'show');
    const { router } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '!');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved' })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // neither moved on nor asked to leave: still the form, with the text typed
    await new Promise((settle) => setTimeout(settle, 100));
    expect(router.state.location.pathname).toBe('/ugc-creators/edit/7');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Leave without saving?')).toBeNull();
    // the screen did not act as if leaving (Save's "UGC creator saved" and the way back)
    expect(shown).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'UGC creator saved' }));
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Lena Okafor!');
  });

  it("deletes through the SPEC's dialog: a red Delete, Cancel keeps the creator, Yes deletes and goes to the list", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => apiAnswer(200, { success: true, data: { id: 7 } }));
    const { router } = setup();
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.getAttribute('data-variant')).toBe('filled');

    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete UGC Creators')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to delete this ugc creators?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete UGC Creators')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ugc-creators');
    expect(fetchMock.mock.calls.map(([url, init]) => [init?.method, url])).toEqual([
      ['DELETE', expect.stringMatching(/\/api\/ugc-creators\/7$/)],
    ]);
  }, 20_000);
});
