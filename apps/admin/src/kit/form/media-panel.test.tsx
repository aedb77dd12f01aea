import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { formatBytes, formatDuration, mediaFacts } from './media-facts';
import { MediaPanel } from './media-panel';
import { noMediaRow, ok, QUEUED, READY_VIDEO, VIDEO_URL } from './media-panel.fixture';
import { MEDIA_POLL_MS } from './use-media';

const fetchMock = stubFetch();
const mediaReads = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/media?')).length;
const open = () => renderWithProviders(<MediaPanel source={VIDEO_URL} title="Media details" />);
const panel = () => screen.getByRole('region', { name: 'Media details' });

describe('MediaPanel', () => {
  it('follows a queued media until it is ready, then stops asking', async () => {
    let reads = 0;
    fetchMock.mockImplementation(async () => ok(reads++ === 0 ? QUEUED : READY_VIDEO));
    open();
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Queued/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/media?source=${encodeURIComponent(VIDEO_URL)}`);
    expect(await screen.findByText('Ready', {}, { timeout: MEDIA_POLL_MS + 2000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Ready.');
    // the frames: the poster and eight strip frames, lazily loaded
    const frames = within(panel()).getByRole('list', { name: 'Frames across the video' });
    expect(within(frames).getAllByRole('img')).toHaveLength(8);
    const poster = within(panel()).getByRole('img', { name: 'Poster frame of the video' });
    expect(poster.getAttribute('loading')).toBe('lazy');
    // ready: no more reads
    const after = mediaReads();
    await new Promise((resolve) => setTimeout(resolve, MEDIA_POLL_MS + 500));
    expect(mediaReads()).toBe(after);
  }, 20_000);

  it('shows the file details in words', async () => {
    fetchMock.mockImplementation(async () => ok(READY_VIDEO));
    open();
    const list = await screen.findByLabelText('File details');
    const text = list.textContent ?? '';
    for (const part of ['MP4 video', '3.2 MB', '1080 × 1920', '12.5 s', '29.97 fps', 'H264', 'SoundYes'])
      expect(text).toContain(part);
  });

  it('shows a failure with its reason, and Retry queues it again', async () => {
    let retried = false;
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/media/retry') {
        retried = true;
        return ok(QUEUED);
      }
      return ok(retried ? QUEUED : { ...QUEUED, state: 'failed', reason: 'fetch: the link answered 403' });
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Reason: fetch: the link answered 403')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Queued')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/media/retry');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ source: VIDEO_URL });
    expect(screen.queryByText(/Reason:/)).toBeNull();
  });

  it('says when a link was never processed, and Process queues it', async () => {
    fetchMock.mockImplementation(async (url) => (url === '/api/media/retry' ? ok(QUEUED) : noMediaRow()));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Not processed yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('Queued')).toBeTruthy();
  });

  it('shows a failed read with Try again', async () => {
    let reads = 0;
    fetchMock.mockImplementation(async () =>
      reads++ === 0 ? apiError(500, 'internal', 'The server stumbled') : ok(READY_VIDEO),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Could not load the media details')).toBeTruthy();
    expect(screen.getByText('The server stumbled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ready')).toBeTruthy();
  });

  it('folds the on-screen text, and says when none was found', async () => {
    fetchMock.mockImplementation(async () => ok(READY_VIDEO));
    const user = userEvent.setup();
    const { unmount } = open();
    const toggle = await screen.findByRole('button', { name: 'On-screen text (5 words)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/SUMMER SALE/).textContent).toBe('SUMMER SALE\n50% off today');
    expect(screen.getByRole('button', { name: 'Copy the on-screen text' })).toBeTruthy();
    unmount();
    fetchMock.mockImplementation(async () => ok({ ...READY_VIDEO, ocr_text: '' }));
    renderWithProviders(<MediaPanel source={VIDEO_URL} title="Media details" />);
    expect(await screen.findByText('On-screen text: No text found')).toBeTruthy();
  });

  it('says the text is being read, and asks again until it has been', async () => {
    let reads = 0;
    fetchMock.mockImplementation(async () => {
      reads += 1;
      return ok(reads === 1 ? { ...READY_VIDEO, ocr_text: null, text_pending: true } : READY_VIDEO);
    });
    renderWithProviders(<MediaPanel source={VIDEO_URL} title="Media details" />);
    expect(await screen.findByText('On-screen text: being read…')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'On-screen text (5 words)' }, { timeout: 8000 }),
    ).toBeTruthy();
  }, 15_000);

  it('asks nothing while the field is empty', async () => {
    renderWithProviders(<MediaPanel source="  " title="Media details" />);
    expect(screen.getByText(/No media yet/)).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

describe('media facts', () => {
  it('reads sizes and durations as people do', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(48 * 1024)).toBe('48 KB');
    expect(formatBytes(3_355_443)).toBe('3.2 MB');
    expect(formatBytes(52 * 1024 * 1024)).toBe('52 MB');
    expect(formatDuration(4.54)).toBe('4.5 s');
    expect(formatDuration(19.96)).toBe('20 s');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it("lists an image's type, size and dimensions, without a video's facts", () => {
    const facts = mediaFacts({
      kind: 'image',
      content_type: 'image/webp',
      bytes: 2048,
      width: 800,
      height: 600,
      duration_seconds: null,
      frame_rate: null,
      codec: null,
      has_audio: null,
    });
    expect(facts).toEqual([
      { label: 'Type', value: 'WebP image' },
      { label: 'Size', value: '2 KB' },
      { label: 'Dimensions', value: '800 × 600' },
    ]);
  });
});
