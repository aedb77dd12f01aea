import { tiktokInput } from '@adlib/shared';
import { describe, expect, it } from 'vitest';
import { bulkEditFields } from './bulk-edit-fields';

describe('bulkEditFields', () => {
  it("starts a choice at none and a switch on, from the record's schema", () => {
    const fields = bulkEditFields(tiktokInput, [
      { field: 'industry', label: 'Industry', input: null },
      { field: 'is_ad', label: 'Is ad', input: null },
    ]);
    expect(fields.map((f) => f.defaults)).toEqual([{ industry: null }, { is_ad: true }]);
  });
});
