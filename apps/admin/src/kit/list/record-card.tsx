import { memo } from 'react';
import { OpenMarker } from '../live/open-marker';
import { useRowLive } from '../live/use-row-live';
import type { CardField, CardLayout } from './card-layout';
import { RowCheckbox } from './infinite-list-row';
import classes from './record-card.module.css';
import type { SelectableRowProps } from './row-parts';

/** `selected` given: the checkbox, first in the heading. */
export interface RecordCardProps<T, K> extends SelectableRowProps<T, K> {
  layout: CardLayout<T>;
}

/** An actions column headed "Actions" holds buttons that name themselves; any other (Visible) says what its control is. */
const ACTIONS_HEADER = 'Actions';

const cell = <T,>(f: CardField<T>, row: T, index: number) => f.render(row, index);

function Card<T, K>(props: RecordCardProps<T, K>) {
  const { layout, row, index, selected } = props;
  const { title, media, lines, actions } = layout;
  // changed elsewhere, no longer matching, open in someone's tab (kit/live)
  const live = useRowLive(props.rowKey);
  return (
    <div
      className={live.className ? `${classes.card} ${live.className}` : classes.card}
      data-live={live.mark}
    >
      <div className={classes.head}>
        {selected !== undefined && (
          <RowCheckbox
            rowKey={props.rowKey}
            checked={selected}
            onToggle={props.onToggle}
            label={props.checkboxLabel}
          />
        )}
        {media.map((f) => (
          <div key={f.key} className={classes.media} data-opens-card="">
            {cell(f, row, index)}
          </div>
        ))}
        {title.length > 0 && (
          <div className={classes.title} data-opens-card="">
            <OpenMarker by={live.openBy} />
            {title.map((f) => (
              <div key={f.key} className={classes.titlePart}>
                {cell(f, row, index)}
              </div>
            ))}
          </div>
        )}
      </div>
      {lines.length > 0 && (
        <dl className={classes.lines}>
          {lines.map((f) => (
            <div key={f.key} className={classes.line}>
              <dt className={classes.label}>{f.header}</dt>
              <dd className={classes.value}>{cell(f, row, index)}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions.length > 0 && (
        <div className={classes.actions}>
          {actions.map((f) => (
            <div key={f.key} className={classes.action}>
              {f.header !== ACTIONS_HEADER && <span className={classes.label}>{f.header}</span>}
              {cell(f, row, index)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * One record as a card, the phone's form of a list row: its title (and picture) with the
 * selection checkbox, the other columns as "header: value" lines, and its controls (Edit, the
 * Visible switch) in a row at the foot, all within the screen's width. Built from the list's
 * own column declarations (`card` of each column, see card-layout.ts). Plain elements, like
 * the table's rows, and memoised: pass a memoised layout.
 */
export const RecordCard = memo(Card) as typeof Card;
