import { CellBadges } from '../../../kit/list/list-cells';

/** two fit the column at any width the layout allows; the tooltip lists them all */
const SHOWN = 2;

/** The first tags as badges and "+N" for the rest, on one line so every row keeps its height. */
export function TagsCell({ tags }: { tags: string[] }) {
  return <CellBadges items={tags} shown={SHOWN} />;
}
