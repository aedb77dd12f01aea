import type { ReactNode } from 'react';

/** A tile's picture: what the list row carries of its creative. */
export interface TileMedia {
  /** the 320-px thumbnail; null until processed */
  thumb: string | null;
  /** the ThumbHash shown until the thumbnail loads */
  placeholder: string | null;
  /** the original's URL as the record holds it: a video's frame strip is asked by it */
  source: string | null;
  /** a video: hovering its tile scrubs its frame strip */
  video: boolean;
}

/**
 * What an area declares for its list's gallery view (ListScreen's `gallery`); the kit does the
 * rest: the Table / Gallery switch kept in the URL and saved views, the virtualized grid, its
 * infinite scroll, selection, bulk bar, scrubbing and keys. Pass a module constant.
 */
export interface ListGallery<Item> {
  /** the tile's picture */
  media: (row: Item) => TileMedia;
  /** one or two short facts under the record's name: 'Video · Fashion' */
  facts?: (row: Item) => ReactNode;
  /** the record's edit screen, which a tile opens (it comes back to the filtered gallery) */
  edit: (id: number) => string;
  /** the picture's height over its width: 1 square (default), 16 / 9 a portrait video */
  ratio?: number;
}
