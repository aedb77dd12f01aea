import { Checkbox } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import type { InfinitePages } from '../resource/use-infinite-pages';
import classes from './gallery.module.css';
import { GalleryTile } from './gallery-tile';
import { InfiniteListStatus } from './infinite-list-status';
import type { ListGallery } from './list-gallery';
import { rowParts } from './row-parts';
import { useScrollMargin } from './use-list-frame';
import { usePhoneLayout } from './use-phone-layout';
import type { RowSelection } from './use-row-selection';

export interface InfiniteGalleryProps<T extends { id: number }> {
  pages: InfinitePages<T>;
  gallery: ListGallery<T>;
  /** the grid's accessible name */
  label: string;
  nameOf: (row: T) => string;
  /** the checkbox's "<name> (#id)" */
  rowLabel?: (row: T) => string;
  selection?: RowSelection<number>;
  returnTo: string;
  emptyText?: ReactNode;
}

/** The tiles' least width on a wide screen; a phone has two columns whatever its width. */
const MIN_TILE_WIDTH = 200;
const PHONE_COLUMNS = 2;
const GAP = 12;
/** the name and the facts under the picture */
const CAPTION_HEIGHT = 52;

/** The frame's width, measured when it changes size (not on scroll). */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () => setWidth(frame.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** How many tiles a line holds and how tall a line is, for this width. */
export function galleryGeometry(width: number, phone: boolean, ratio: number) {
  const columns = phone ? PHONE_COLUMNS : Math.max(2, Math.floor((width + GAP) / (MIN_TILE_WIDTH + GAP)));
  const tileWidth = Math.max(120, (width - GAP * (columns - 1)) / columns);
  const tileHeight = Math.round(tileWidth * ratio) + CAPTION_HEIGHT;
  return { columns, tileHeight };
}

const keyOf = (row: { id: number }) => row.id;

/**
 * A list as a gallery of tiles: the same pages as the table (reaching the last line asks for
 * the next page), the same selection and bulk bar. Only the lines near the viewport are in the
 * DOM: every tile has one height, so a line is skipped without measuring. Tiles are memoised:
 * pass a module-level `gallery` and stable `nameOf`, `rowLabel`.
 */
export function InfiniteGallery<T extends { id: number }>(props: InfiniteGalleryProps<T>) {
  const { pages, gallery, selection } = props;
  const { items, fetchMore, hasMore } = pages;
  const phone = usePhoneLayout();
  const frameRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef);
  const scrollMargin = useScrollMargin(bodyRef, phone);
  const { columns, tileHeight } = galleryGeometry(width, phone, gallery.ratio ?? 1);
  const lineCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: lineCount,
    estimateSize: () => tileHeight + GAP,
    overscan: 2,
    scrollMargin,
  });
  // a new width is another line height and another count of tiles a line
  // biome-ignore lint/correctness/useExhaustiveDependencies: the geometry is the trigger
  useLayoutEffect(() => virtualizer.measure(), [tileHeight, columns, virtualizer]);
  const lines = virtualizer.getVirtualItems();
  const lastLine = lines.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && items.length > 0 && lastLine >= lineCount - 1) fetchMore();
  }, [lastLine, lineCount, items.length, hasMore, fetchMore]);
  const keys = useMemo(() => items.map(keyOf), [items]);
  // one handler for every tile's link: a plain click (or Enter) opens the record in the app; a
  // click with a modifier (a new tab) or another button is the browser's
  const navigate = useNavigate();
  const followTile = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const link = (e.target as Element).closest<HTMLAnchorElement>('a[data-tile-link]');
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      e.preventDefault();
      navigate(link.getAttribute('href') ?? '');
    },
    [navigate],
  );

  if (pages.isError) return <ErrorState error={pages.error} onRetry={pages.retry} />;

  const { partsOf, selectAll } = rowParts(items, keys, selection, props.rowLabel);
  const first = (lines[0]?.index ?? 0) * columns;
  const end = Math.min(items.length, (lastLine + 1) * columns);
  const padTop = lines.length ? (lines[0]?.start ?? 0) - scrollMargin : 0;
  const padBottom = lines.length ? virtualizer.getTotalSize() - ((lines.at(-1)?.end ?? 0) - scrollMargin) : 0;
  const gridStyle = {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    paddingTop: Math.max(0, padTop),
    paddingBottom: Math.max(0, padBottom),
    '--gallery-gap': `${GAP}px`,
    '--gallery-tile-height': `${tileHeight}px`,
    '--gallery-caption-height': `${CAPTION_HEIGHT}px`,
  } as CSSProperties;
  const shown: number[] = [];
  for (let i = first; i < end; i++) shown.push(i);

  return (
    <div ref={frameRef} className={classes.frame}>
      {selectAll && keys.length > 0 && (
        <div className={classes.selectAll}>
          <Checkbox label="Select all loaded" {...selectAll} />
        </div>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tiles' links take the keys (Enter clicks them, this follows) */}
      <div
        role="list"
        aria-label={props.label}
        aria-busy={pages.isPending || pages.isFetchingMore}
        ref={bodyRef}
        className={classes.grid}
        style={gridStyle}
        onClick={followTile}
      >
        {shown.map((i) => (
          <GalleryTile<T, number>
            key={keys[i]}
            {...partsOf(i)}
            gallery={gallery}
            nameOf={props.nameOf}
            returnTo={props.returnTo}
          />
        ))}
      </div>
      <InfiniteListStatus pages={pages} emptyText={props.emptyText} />
    </div>
  );
}
