import { Checkbox } from '@mantine/core';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import type { CardLayout } from './card-layout';
import { RecordCard } from './record-card';
import cardClasses from './record-card.module.css';
import type { RowParts, SelectAllState } from './row-parts';

interface Props<T, K> {
  frameRef: RefObject<HTMLDivElement | null>;
  bodyRef: RefObject<HTMLElement | null>;
  label: string;
  busy: boolean;
  layout: CardLayout<T>;
  rows: VirtualItem[];
  keys: K[];
  padTop: number;
  padBottom: number;
  measureElement: (element: Element | null) => void;
  partsOf: (index: number) => RowParts<T, K>;
  selectAll: SelectAllState | undefined;
  bodyEvents: HTMLAttributes<HTMLElement> | undefined;
  /** the hover card and the status below the cards */
  children: ReactNode;
}

/** The list on a phone: one card per record, measured as it comes into view. */
export function InfiniteListCards<T, K extends string | number>(props: Props<T, K>) {
  const { rows, keys, padTop, padBottom, selectAll } = props;
  return (
    <div ref={props.frameRef} className={cardClasses.frame}>
      {selectAll && keys.length > 0 && (
        <div className={cardClasses.selectAll}>
          <Checkbox label="Select all loaded" {...selectAll} />
        </div>
      )}
      <div
        role="list"
        aria-label={props.label}
        aria-busy={props.busy}
        ref={props.bodyRef as RefObject<HTMLDivElement>}
        // the cards out of view as padding, not spacers: a list holds list items only
        style={{ paddingTop: Math.max(0, padTop), paddingBottom: Math.max(0, padBottom) }}
        {...props.bodyEvents}
      >
        {rows.map((v) => (
          <div
            key={keys[v.index]}
            role="listitem"
            data-index={v.index}
            ref={props.measureElement}
            className={cardClasses.slot}
          >
            <RecordCard<T, K> layout={props.layout} {...props.partsOf(v.index)} />
          </div>
        ))}
      </div>
      {props.children}
    </div>
  );
}
