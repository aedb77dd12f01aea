import { describe, expect, it } from 'vitest';
import { thingsContract } from '../../test/things-contract';
import { createResource } from './create-resource';

// Issue 24 §2: a hook whose call the area's contract lacks is a type error, not a run-time throw.
// `npm run typecheck` checks the @ts-expect-error lines: each must stay an error.
const { bulk: _bulk, bulkEdit: _edit, import: _import, ...recordsOnly } = thingsContract('/api/plain');
const plain = createResource('plain', recordsOnly);
const full = createResource('full', thingsContract('/api/full'));

describe('createResource', () => {
  it('offers the hooks of the calls the contract declares, and only those', () => {
    expect(typeof full.useBulk).toBe('function');
    expect(typeof full.useImportFile).toBe('function');
    expect(typeof plain.useOne).toBe('function');
    // @ts-expect-error the contract declares no bulk call
    void plain.useBulk;
    // @ts-expect-error nor an import
    void plain.useImportFile;
    // @ts-expect-error nor an export (neither contract does)
    void full.exportCsv;
    // @ts-expect-error nor a count of its own (its pages carry the total)
    void full.useCount;
  });
});
