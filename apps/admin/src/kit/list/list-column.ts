import type { ReactNode } from 'react';
import type { CardPlace } from './card-layout';

// One column of a list screen. Its own file so the table, its rows and the phone's cards can all
// name it without importing each other in a circle.
export interface ListColumn<T> {
  key: string;
  header: ReactNode;
  /** fixed width in px; columns without one share what is left, at least FLEX_MIN_WIDTH each */
  width?: number;
  /**
   * where the column goes on the phone's card (card-layout.ts): its 'title', 'media' beside
   * it, 'actions' at its foot, or 'hidden'; unmarked columns are "header: value" lines. The
   * title and media cells are also where the pointer opens the row's hover card.
   */
  card?: CardPlace;
  /**
   * the cell's content, on one line of the row's fixed height: prefer the plain cells of
   * list-cells.tsx to Mantine components (a screenful of rows mounts per scroll frame)
   */
  render: (row: T, index: number) => ReactNode;
}
