import type { DuplicateArea, DuplicateMember } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AREA_SQL } from './areas.js';

const ident = (name: string) => sql.raw(`"${name}"`);

type MemberRow = {
  id: number;
  label: string;
  detail: string | null;
  media: string | null;
  thumb: string | null;
  placeholder: string | null;
  created_at: Date | string;
};

/** Records as the review screen and the form's warning show them, by id (records not in their table are absent). */
export async function loadMembers(
  db: Db,
  area: DuplicateArea,
  ids: readonly number[],
): Promise<Map<number, DuplicateMember>> {
  if (!ids.length) return new Map();
  const a = AREA_SQL[area];
  const result = await db.execute(sql`
    select r.id, r.${ident(a.label)} as label, r.${ident(a.detail)} as detail, r.${ident(a.media)} as media,
      m.thumb_url as thumb, m.placeholder, r.created_at
    from ${ident(a.table)} r
    left join media m on m.source_url = r.${ident(a.media)}
    where r.id = any(${`{${ids.join(',')}}`}::int[])`);
  const members = new Map<number, DuplicateMember>();
  for (const row of result.rows as MemberRow[])
    members.set(row.id, { ...row, created_at: new Date(row.created_at) });
  return members;
}
