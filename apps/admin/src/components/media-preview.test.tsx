import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { mediaKindOf } from './media-kind';
import { MediaPreview } from './media-preview';

describe('mediaKindOf', () => {
  it.each([
    ['https://cdn.example.com/a.mp4', 'video'],
    ['https://cdn.example.com/a.MP4?x=1', 'video'],
    ['https://cdn.example.com/a.png', 'image'],
    ['https://cdn.example.com/a.jpg', 'image'],
    ['https://cdn.example.com/a.jpeg', null],
    ['https://drive.google.com/file/d/abc/view', null],
    ['', null],
    [null, null],
  ])('%s → %s', (src, kind) => {
    expect(mediaKindOf(src)).toBe(kind);
  });

  it('counts .jpeg only when asked (the ad edit preview)', () => {
    expect(mediaKindOf('https://x.test/a.jpeg', { jpeg: true })).toBe('image');
  });
});

describe('MediaPreview', () => {
  it('shows a video for an .mp4 link', () => {
    const { container } = renderWithProviders(<MediaPreview src="https://x.test/ad.mp4" />);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://x.test/ad.mp4');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows an image for a .png or .jpg link', () => {
    renderWithProviders(<MediaPreview src="https://x.test/ad.jpg" alt="Ad media" />);
    expect(screen.getByRole('img', { name: 'Ad media' }).getAttribute('src')).toBe('https://x.test/ad.jpg');
  });

  it('shows .jpeg only with allowJpeg, else the fallback', () => {
    const { rerender, container } = renderWithProviders(
      <MediaPreview src="https://x.test/ad.jpeg" fallback="No preview" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('No preview')).toBeTruthy();
    rerender(<MediaPreview src="https://x.test/ad.jpeg" allowJpeg alt="Ad media" />);
    // rerender drops the providers; the image itself needs none to be found
    expect(screen.queryByRole('img', { name: 'Ad media' })).toBeTruthy();
  });

  it('shows nothing for a link that is neither', () => {
    const { container } = renderWithProviders(<MediaPreview src="https://drive.google.com/file/d/abc" />);
    expect(container.querySelector('video, img')).toBeNull();
  });
});
