import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiAnswer, renderWithProviders, stubFetch } from '../test/render-with-providers';
import { MediaPopoverContent } from './media-popover-content';

const fetchMock = stubFetch();
const media = (kind: 'image' | 'video', derivatives: Record<string, string>) =>
  apiAnswer(200, {
    success: true,
    data: {
      source: 'x',
      state: 'ready',
      reason: null,
      info: {
        kind,
        content_type: kind === 'video' ? 'video/mp4' : 'image/png',
        bytes: 1,
        width: 1,
        height: 1,
        duration_seconds: null,
        frame_rate: null,
        codec: null,
        has_audio: null,
      },
      placeholder: null,
      derivatives,
      ocr_text: null,
      text_pending: false,
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  });

describe("a row's hover card", () => {
  it('shows the poster of a video, and fetches the original only when Play is pressed', async () => {
    fetchMock.mockResolvedValue(media('video', { poster: '/d/poster.webp', 'thumb-640': '/d/640.webp' }));
    const { container } = renderWithProviders(
      <MediaPopoverContent url="/media/big.mp4" title="Acme · #3" thumb="/d/320.webp" />,
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of Acme · #3' }).getAttribute('src')).toBe(
        '/d/poster.webp',
      ),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/media?source=%2Fmedia%2Fbig.mp4');
    expect(container.querySelector('video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/big.mp4');
  });

  it("shows an image's 640-px thumbnail, not the original", async () => {
    fetchMock.mockResolvedValue(media('image', { 'thumb-640': '/d/640.webp', 'thumb-320': '/d/320.webp' }));
    renderWithProviders(<MediaPopoverContent url="/media/photo.png" title="Brio · #4" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of Brio · #4' }).getAttribute('src')).toBe(
        '/d/640.webp',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('a video not processed yet: the row thumbnail (or nothing) and Play, never the file itself', async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(404, { success: false, error: { code: 'not_found', message: 'no' } }),
    );
    const { container } = renderWithProviders(<MediaPopoverContent url="/media/new.mp4" title="New · #5" />);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
