import { describe, expect, it } from 'vitest';
import { changedFields } from '../src/db/audit.js';
import { kindOf } from '../src/history/versions.js';

// The kit names no area: what an area's history and audit need beyond the kit's, it declares.
describe('history kinds an area declares', () => {
  it('names the kit actions alone, whatever the area', () => {
    expect(kindOf('create', {})).toBe('created');
    expect(kindOf('delete', {})).toBe('deleted');
    expect(kindOf('restored', {})).toBe('restored');
    expect(kindOf('visibility', {})).toBe('visibility');
    expect(kindOf('update', { visible: { before: false, after: true } })).toBe('updated');
    expect(kindOf('bulk-insert', {})).toBe('updated');
  });

  it("takes the area's own actions and sole-field changes", () => {
    const kinds = { actions: { 'bulk-insert': 'bulk' }, soleField: { visible: 'visibility' } } as const;
    expect(kindOf('bulk-insert', {}, kinds)).toBe('bulk');
    expect(kindOf('update', { visible: { before: false, after: true } }, kinds)).toBe('visibility');
    const two = { visible: { before: false, after: true }, name: { before: 'a', after: 'b' } };
    expect(kindOf('update', two, kinds)).toBe('updated');
  });
});

describe('columns an area leaves out of its audit entries', () => {
  it('leaves out the bookkeeping columns and the declared ones only', () => {
    const before = { name: 'a', collection_ids: [1], updated_at: 'x' };
    const after = { name: 'b', collection_ids: [2], updated_at: 'y' };
    expect(Object.keys(changedFields(before, after))).toEqual(['name', 'collection_ids']);
    expect(Object.keys(changedFields(before, after, ['collection_ids']))).toEqual(['name']);
  });
});
