import { fireEvent, screen, waitFor } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeClock } from '../../components/media-placeholder';
import { renderWithProviders } from '../../test/render-with-providers';
import { thumbColumn } from './column-builders';

/** A real ThumbHash (base64) of a small red-to-blue picture, as the server makes them. */
function thumbHash(seed = 0) {
  const w = 8;
  const h = 8;
  const rgba = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) rgba.set([(i % w) * 30, 40 + seed, 200 - (i % w) * 20, 255], i * 4);
  return btoa(String.fromCharCode(...rgbaToThumbHash(w, h, rgba)));
}

type Row = { id: number; thumb: string | null; placeholder: string | null; picture: string | null };
const cell = (row: Row, column = thumbColumn<Row>()) =>
  renderWithProviders(<div>{column.render(row, 0)}</div>);

describe('thumbColumn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('decodes only a few placeholders per render; the rest show their colour, then their picture when idle', async () => {
    // every decode seems to take 3 ms: the render's 4-ms budget is spent after two
    let t = 1_000_000;
    vi.spyOn(decodeClock, 'now').mockImplementation(() => {
      t += 3;
      return t;
    });
    const rows = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      thumb: null,
      placeholder: thumbHash(100 + i),
      picture: null,
    }));
    const column = thumbColumn<Row>();
    renderWithProviders(<div>{rows.map((r) => column.render(r, r.id))}</div>);
    const frames = screen.getAllByTestId('media-thumb');
    const pictured = () => frames.filter((f) => f.style.backgroundImage.includes('data:image/png')).length;
    const coloured = frames.filter((f) => f.style.backgroundColor.startsWith('rgb')).length;
    expect(coloured).toBeGreaterThan(0);
    expect(pictured() + coloured).toBe(12);
    // painted in place once decoded, without a render
    await waitFor(() => expect(pictured()).toBe(12));
  });

  it('shows the placeholder at once, then the lazy thumbnail over it once it has loaded', () => {
    cell({ id: 1, thumb: '/media/derivatives/a-320.webp', placeholder: thumbHash(), picture: null });
    const frame = screen.getByTestId('media-thumb');
    // the decoded placeholder is the frame's background, before any picture arrives
    expect(frame.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
    expect(frame.style.width).toBe('40px');
    expect(frame.style.height).toBe('40px');
    const img = frame.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/derivatives/a-320.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('data-loaded')).toBe(false);
    fireEvent.load(img);
    expect(img.hasAttribute('data-loaded')).toBe(true);
  });

  it('a record without media (or not processed yet): a neutral picture, no image asked', () => {
    cell({ id: 2, thumb: null, placeholder: null, picture: null });
    const frame = screen.getByTestId('media-thumb');
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.querySelector('svg')).not.toBeNull();
    expect(frame.style.backgroundImage).toBe('');
  });

  it('a broken thumbnail hides itself, leaving the placeholder', () => {
    cell({ id: 3, thumb: '/gone.webp', placeholder: thumbHash(), picture: null });
    const img = screen.getByTestId('media-thumb').querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img.hasAttribute('data-failed')).toBe(true);
  });

  it("a creator's column falls back to the small original, named, until the thumbnail is made", () => {
    const column = thumbColumn<Row>({
      fallback: (r) => r.picture,
      alt: (r) => `Profile picture of #${r.id}`,
      round: true,
    });
    cell({ id: 4, thumb: null, placeholder: null, picture: '/faces/4.png' }, column);
    expect(screen.getByRole('img', { name: 'Profile picture of #4' }).getAttribute('src')).toBe(
      '/faces/4.png',
    );
  });
});
