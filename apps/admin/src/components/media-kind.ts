export type MediaKind = 'video' | 'image';

/**
 * SPEC 9: a link containing .mp4 is shown as a video, one containing .png or .jpg as an
 * image; .jpeg counts as an image only where SPEC says so (the ad edit preview).
 * "Contains", not "ends with": stored links often carry a query string.
 */
export function mediaKindOf(src: string | null | undefined, opts: { jpeg?: boolean } = {}): MediaKind | null {
  if (!src) return null;
  const s = src.toLowerCase();
  if (s.includes('.mp4')) return 'video';
  if (s.includes('.png') || s.includes('.jpg') || (opts.jpeg && s.includes('.jpeg'))) return 'image';
  return null;
}

/** The kind of a file picked on this machine, from its MIME type (its blob: URL has no extension). */
export function mediaKindOfFile(file: File): MediaKind | null {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('image/')) return 'image';
  return null;
}
