import type { ReactNode } from 'react';

/**
 * Where a column's content goes on the phone card (one card per record below the `sm`
 * breakpoint, where a table would need a sideways scroll): the card's heading, the picture
 * beside it, the row of controls at its foot, or nowhere. A column without one is a
 * "header: value" line of the card.
 */
export type CardPlace = 'title' | 'media' | 'actions' | 'hidden';

/** A column as the card sees it: what InfiniteList's and RecordTable's columns have in common. */
export interface CardField<T> {
  key: string;
  header: ReactNode;
  card?: CardPlace;
  render: (row: T, index: number) => ReactNode;
}

export interface CardLayout<T> {
  title: CardField<T>[];
  media: CardField<T>[];
  lines: CardField<T>[];
  actions: CardField<T>[];
}

/** The columns sorted into the card's places, in their table order within each. */
export function cardLayout<T>(fields: readonly CardField<T>[]): CardLayout<T> {
  const layout: CardLayout<T> = { title: [], media: [], lines: [], actions: [] };
  for (const f of fields) {
    if (f.card === 'hidden') continue;
    layout[f.card === undefined ? 'lines' : f.card].push(f);
  }
  return layout;
}

/** Columns whose cell opens the row's hover card: the title and the picture (never the controls). */
export const opensCard = (place: CardPlace | undefined) => place === 'title' || place === 'media';

/** A card's height before it is measured: heading, one line per field, the controls' row. */
export function estimatedCardHeight<T>(layout: CardLayout<T>): number {
  const HEAD = 52;
  const LINE = 24;
  const ACTIONS = 44;
  const FRAME = 28;
  return FRAME + HEAD + layout.lines.length * LINE + (layout.actions.length ? ACTIONS : 0);
}
