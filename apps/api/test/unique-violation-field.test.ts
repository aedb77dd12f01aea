import { describe, expect, it } from 'vitest';
import { ugcCreators } from '../src/db/schema.js';
import { takenField } from '../src/db/unique-violation.js';
import { type TestApp, withTestApp } from './helpers.js';
import { insertCreators } from './ugc-creators-fixtures.js';

/** The database's own error for a write that raced past an area's uniqueness check. */
async function violationDetail(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (err) {
    const pg = (err as { cause?: { detail?: string } }).cause ?? (err as { detail?: string });
    return pg.detail;
  }
  throw new Error('the write was not refused');
}

describe('a unique violation names its field', () => {
  let t: TestApp;
  withTestApp('super', (app) => {
    t = app;
  });

  it('an index on an expression (creators: lower(email)) names email', async () => {
    await insertCreators(t, [{ email: 'Taken@Example.com' }]);
    const detail = await violationDetail(() =>
      t.db.insert(ugcCreators).values({ name: 'Second', email: 'taken@example.com' }),
    );
    expect(takenField(detail)).toBe('email');
  });

  it('a plain column, and a key of two columns, name their first column', () => {
    expect(takenField('Key (post_id)=(7000) already exists.')).toBe('post_id');
    expect(takenField('Key (advertisement_id, collection_id)=(1, 2) already exists.')).toBe(
      'advertisement_id',
    );
    expect(takenField(undefined)).toBeUndefined();
  });
});
