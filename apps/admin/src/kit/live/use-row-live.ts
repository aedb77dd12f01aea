import { useContext } from 'react';
import classes from './live.module.css';
import { LiveListArea, useLive, useLiveSnapshot } from './live-context';
import type { RowMark } from './live-store';

const CLASS: Record<RowMark, string | undefined> = { changed: classes.changed, gone: classes.gone };

/**
 * A row's live state in its list: highlighted after a change, fading once it no longer
 * matches, and who else has its record open. Rows are memoised: this re-renders the one row.
 */
export function useRowLive(rowKey: unknown) {
  const area = useContext(LiveListArea);
  const live = useLive();
  const id = typeof rowKey === 'number' ? rowKey : Number.NaN;
  const mark = useLiveSnapshot(() => (area && live ? live.store.mark(area, id) : undefined));
  const openBy = useLiveSnapshot((s) =>
    area
      ? [...new Set(s.presence.filter((e) => e.area === area && e.id === id).map((e) => e.name))].join(', ')
      : '',
  );
  return { mark, className: mark ? CLASS[mark] : undefined, openBy };
}
