import type { AdvertisementBulkAction, AdvertisementBulkEditValues } from '@adlib/shared';
import type { Tx } from '../../db/audit.js';
import { knownIds } from '../../db/known-ids.js';
import { advertisements, collections } from '../../db/schema.js';
import { SEARCH_TEXT_SEPARATOR } from '../../db/search-text.js';
import { type BuildChange as Build, type Params, setColumn } from '../../lists/index.js';

/**
 * The ads' bulk actions and bulk edits as set-wise changes (lists/bulk): one UPDATE over the
 * rows that would change. search_text and collection_ids stay as the form's writes keep them.
 */

/** A text[] parameter sent as JSON (any characters; the same on both drivers). */
const textArray = (p: Params, values: readonly string[]) =>
  `array(select jsonb_array_elements_text(${p.add(JSON.stringify(values))}::jsonb))`;

const setVisible = (visible: boolean) => setColumn(advertisements, 'visible', visible);

export const AD_BULK_CHANGES: Record<Exclude<AdvertisementBulkAction, 'delete'>, Build> = {
  show: setVisible(true),
  hide: setVisible(false),
};

/** The form allows at most this many tags: adding one skips the ads that are full. */
const MAX_TAGS = 30;

/**
 * A tag added: appended to `tags`, and its lower-cased text appended to search_text, which is
 * then what adSearchText (db/search-text.ts) writes for the new tags (tags come last in it).
 */
function addTag(tag: string): Build {
  return (p) => {
    const t = p.add(tag);
    const sep = p.add(SEARCH_TEXT_SEPARATOR);
    return {
      logged: { tags: 'tags' },
      set: `tags = array_append(tags, ${t}::text),
        search_text = search_text || case when search_text = '' then '' else ${sep} end || ${p.add(tag.toLowerCase())}`,
      wouldChange: `not (${t}::text = any(tags)) and cardinality(tags) < ${MAX_TAGS}`,
      summary: { tags: { add: tag } },
    };
  };
}

/**
 * A tag removed: search_text keeps its leading parts (the ad's texts) and drops the parts of
 * the removed tag (the last cardinality(tags) parts are the tags, in order, already lower-cased).
 */
function removeTag(tag: string): Build {
  return (p) => {
    const t = p.add(tag);
    const sep = p.add(SEARCH_TEXT_SEPARATOR);
    const parts = `string_to_array(search_text, ${sep})`;
    const firstTag = `cardinality(${parts}) - cardinality(tags) + 1`;
    return {
      logged: { tags: 'tags' },
      set: `tags = array_remove(tags, ${t}::text),
        search_text = array_to_string(
          (${parts})[1:${firstTag} - 1]
          || array(select s.part from unnest((${parts})[${firstTag}:], tags) with ordinality as s(part, tag, n)
                   where s.tag is distinct from ${t}::text order by s.n),
          ${sep})`,
      wouldChange: `${t}::text = any(tags)`,
      summary: { tags: { remove: tag } },
    };
  };
}

/** A collection linked or unlinked: the links table changes, its trigger keeps collection_ids. */
function linkCollection(op: 'add' | 'remove', id: number): Build {
  return (p) => {
    const c = p.add(id);
    const add = op === 'add';
    return {
      logged: { collections: 'collection_ids' },
      set: '',
      wouldChange: add ? `not (${c}::int = any(collection_ids))` : `${c}::int = any(collection_ids)`,
      after: {
        collections: add
          ? `array(select x from unnest(array_append(old."b_collections", ${c}::int)) x order by x)`
          : `array_remove(old."b_collections", ${c}::int)`,
      },
      alsoRun: add
        ? `insert into advertisement_collections (advertisement_id, collection_id)
             select id, ${c}::int from changed on conflict do nothing`
        : `delete from advertisement_collections
             where collection_id = ${c}::int and advertisement_id in (select id from changed)`,
      summary: { collections: { [op]: id } },
    };
  };
}

/** An array column set to a list (type, objective). */
const setList =
  (field: 'type' | 'objective', values: readonly string[], extra?: (list: string) => string): Build =>
  (p) => {
    const list = textArray(p, values);
    return {
      logged: { [field]: field, ...(extra && { seasonal: 'seasonal' }) },
      set: `${field} = ${list}${extra ? `, ${extra(list)}` : ''}`,
      wouldChange: `${field} is distinct from ${list}`,
      summary: { [field]: values },
    };
  };

/** The change a bulk edit makes; collections are checked to exist first (400 naming the field). */
export async function adBulkEdit(edit: AdvertisementBulkEditValues, tx: Tx): Promise<Build> {
  switch (edit.field) {
    case 'industry':
      return (p) => {
        const industry = `${p.add(edit.industry)}::text`;
        const subindustry = `${p.add(edit.subindustry)}::text`;
        return {
          logged: { industry: 'industry', subindustry: 'subindustry' },
          set: `industry = ${industry}, subindustry = ${subindustry}`,
          wouldChange: `(industry, subindustry) is distinct from (${industry}, ${subindustry})`,
          summary: { industry: edit.industry, subindustry: edit.subindustry },
        };
      };
    case 'type':
      // the form's rule: Seasonal needs the type 'Seasonal', so a type without it clears Seasonal
      return setList(
        'type',
        edit.type,
        (list) => `seasonal = case when 'Seasonal' = any(${list}) then seasonal end`,
      );
    case 'objective':
      return setList('objective', edit.objective);
    case 'format':
      return setColumn(advertisements, 'format', edit.format);
    case 'visible':
      return setVisible(edit.visible);
    case 'tags':
      return edit.op === 'add' ? addTag(edit.tags) : removeTag(edit.tags);
    case 'collections':
      await knownIds(tx, collections, [edit.collections], 'collections', {
        one: 'collection',
        many: 'collections',
      });
      return linkCollection(edit.op, edit.collections);
  }
}
