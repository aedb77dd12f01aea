import { type KeyboardEvent, memo } from 'react';
import { MediaScrub } from '../../components/media-scrub';
import { OpenMarker } from '../live/open-marker';
import { useRowLive } from '../live/use-row-live';
import classes from './gallery.module.css';
import type { ListGallery } from './list-gallery';
import { withReturnTo } from './return-to';
import type { SelectableRowProps } from './row-parts';

export interface GalleryTileProps<T extends { id: number }, K> extends SelectableRowProps<T, K> {
  gallery: ListGallery<T>;
  /** the record's name, shown and read out */
  nameOf: (row: T) => string;
  /** the list's URL with its filters: the edit screen comes back to it */
  returnTo: string;
}

const SCRUB_CLASSES = {
  picture: classes.picture ?? '',
  frameImage: classes.frameImage ?? '',
  scrubBar: classes.scrubBar ?? '',
  videoMark: classes.videoMark ?? '',
};

function Tile<T extends { id: number }, K>(props: GalleryTileProps<T, K>) {
  const { row, rowKey, selected, onToggle, gallery } = props;
  const media = gallery.media(row);
  const name = props.nameOf(row);
  // Enter follows the link (the edit screen); Space checks the tile, as on a checkbox
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== ' ' || !onToggle) return;
    e.preventDefault();
    onToggle(rowKey);
  };
  // changed elsewhere, no longer matching, open in someone's tab (kit/live)
  const live = useRowLive(row.id);
  return (
    <div
      role="listitem"
      className={live.className ? `${classes.tile} ${live.className}` : classes.tile}
      data-live={live.mark}
      data-index={props.index}
      data-selected={selected || undefined}
    >
      {/* a plain link (the grid follows it without a reload): a router Link per tile costs its hooks on every mount */}
      <a
        href={withReturnTo(gallery.edit(row.id), props.returnTo)}
        className={classes.open}
        onKeyDown={onKeyDown}
        data-tile-link=""
      >
        <MediaScrub {...media} classes={SCRUB_CLASSES} />
        <span className={classes.caption}>
          <span className={classes.name} title={name}>
            <OpenMarker by={live.openBy} />
            {name}
          </span>
          <span className={classes.facts}>
            #{row.id}
            {gallery.facts && ' · '}
            {gallery.facts?.(row)}
          </span>
        </span>
      </a>
      {selected !== undefined && (
        <input
          type="checkbox"
          className={classes.check}
          // Space on the tile checks it: one stop per tile for the keyboard, not two
          tabIndex={-1}
          aria-label={props.checkboxLabel}
          checked={selected}
          onChange={() => onToggle?.(rowKey)}
        />
      )}
    </div>
  );
}

/**
 * One record of the gallery: its picture (a video scrubs its frames under the pointer), name
 * and facts, a link to its edit screen, and its selection checkbox. Memoised like the table's
 * rows: only the tiles that come into view render while scrolling.
 */
export const GalleryTile = memo(Tile) as typeof Tile;
