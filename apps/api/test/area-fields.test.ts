import { tiktokInput, tiktokListItem, tiktokRecord } from '@adlib/shared';
import { describe, expect, it } from 'vitest';
import { tiktoks } from '../src/db/schema.js';
import { exportFields, itemMapper, listFields } from '../src/lists/fields.js';
import { importColumnsOf } from '../src/lists/import/upsert-target.js';

// Each field once (issue 24 §1): the columns the list, the export and the import use are read
// off the shared schemas and the table, not written by hand.
describe('fields derived from the shared schemas', () => {
  it('the export writes every record field in the record schema order, times as ISO text, keywords quoted', () => {
    const exported = exportFields('tiktoks', tiktokRecord, tiktoks);
    expect(exported.fields).toEqual(Object.keys(tiktokRecord.shape));
    expect(exported.fields).not.toContain('search_text');
    expect(exported.times).toEqual(['created_time', 'created_at', 'updated_at']);
    expect(exported.sql.new).toBe('"new"');
  });

  it('the list selects the item fields, a time formatted after LIMIT', () => {
    const list = listFields(tiktokListItem, tiktoks);
    expect(list.pageColumns).toBe(
      Object.keys(tiktokListItem.shape)
        .map((k) => `"${k}"`)
        .join(', '),
    );
    expect(list.itemColumns).toContain(`to_char("created_time" at time zone 'UTC'`);
    expect(list.itemColumns).toContain('"new"');
  });

  it('the item mapper copies exactly the item fields, in order, dropping the sort key', () => {
    const item = itemMapper<{ id: number; a: string }>(['id', 'a']);
    const out = item({ id: 1, a: 'x', sort_key: 'k' } as { id: number; a: string; sort_key: string });
    expect(out).toEqual({ id: 1, a: 'x' });
    expect(Object.keys(out)).toEqual(['id', 'a']);
  });

  it('the import writes the key first, then the form fields but the kept-when-empty ones', () => {
    const schema = tiktokInput.omit({ updated_at: true });
    const columns = importColumnsOf(schema, 'post_id', ['created_time']);
    expect(columns[0]).toBe('post_id');
    expect(columns).not.toContain('created_time');
    expect(columns).toEqual([
      'post_id',
      ...Object.keys(schema.shape).filter((f) => f !== 'post_id' && f !== 'created_time'),
    ]);
  });
});
