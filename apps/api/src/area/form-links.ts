import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/audit.js';
import { knownIds } from '../db/known-ids.js';
import type { TrashLink } from '../trash/index.js';

/**
 * Ids a record's form links it to through a table of link rows (an ad's collections): the
 * record's writes check them and replace its links in their transaction (recordCrud `links`).
 */
export interface FormLinks<V, Row, Rec> {
  /** the link rows: this record's column and the other end (the trash keeps the same rows aside) */
  link: TrashLink;
  /** the form's field holding the ids: the 400 for an unknown one names it */
  field: string;
  /** how the 400 names one or many of the other end: 'collection', 'collections' */
  nouns: { one: string; many: string };
  /** the form's ids */
  of: (values: V) => readonly number[];
  /** the record as the write leaves it: a mirror column of the links is read before they change */
  toRecord: (row: Row, ids: number[]) => Rec;
}

/** The form's ids, sorted, without repeats; 400 on the form's field when one names nothing. */
export const checkedLinks = <V, Row, Rec>(tx: Tx, links: FormLinks<V, Row, Rec>, values: V) =>
  knownIds(tx, links.link.other.table, links.of(values), links.field, links.nouns);

/** The record's links become `ids`: one delete, one insert (a trigger may mirror them). */
export async function replaceLinks(tx: Tx, link: TrashLink, id: number, ids: readonly number[]) {
  await tx.delete(link.table).where(eq(link.column, id));
  if (!ids.length) return;
  const own = sql.identifier(link.column.name);
  const other = sql.identifier(link.other.column.name);
  await tx.execute(
    sql`insert into ${link.table} (${own}, ${other}) select ${id}::int, unnest(${`{${ids.join(',')}}`}::int[])`,
  );
}
