import { describe, expect, it } from 'vitest';
import {
  advertisementBulk,
  advertisementFilters,
  advertisementInput,
  collectionInput,
  idParams,
  membershipUpdate,
  tiktokInput,
  titleSubtitleUpdate,
  ugcCreatorInput,
  userInput,
} from '../src/index.js';

type Schema = {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
};
/** The field names a schema refuses in `input` (what the API answers as `error.fields`). */
const refused = (schema: Schema, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : [...new Set(r.error?.issues.map((i) => String(i.path[0])))];
};

const NUL = 'a\u0000b';
const LONE_HIGH = 'emoji cut \uD83D';
const LONE_LOW = '\uDE00 half';

describe('text PostgreSQL cannot store', () => {
  // one field of each kind of helper: required, optional, bounded, URL, array element, filter
  const cases: [string, Schema, (bad: string) => unknown, string][] = [
    ['ad name (requiredText)', advertisementInput, (v) => ({ name: v }), 'name'],
    ['ad headline (optionalText)', advertisementInput, (v) => ({ name: 'x', headline: v }), 'headline'],
    [
      'ad logo (optionalUrl)',
      advertisementInput,
      (v) => ({ name: 'x', logo: `https://a.example/${v}` }),
      'logo',
    ],
    ['ad tag (array element)', advertisementInput, (v) => ({ name: 'x', tags: [v] }), 'tags'],
    ['title subtitle', titleSubtitleUpdate, (v) => ({ title: 'x', subtitle: v }), 'subtitle'],
    ['collection title', collectionInput, (v) => ({ order: 1, title: v }), 'title'],
    ['user last name', userInput, (v) => ({ first_name: 'x', email: 'a@b.co', last_name: v }), 'last_name'],
    ['plan feature', membershipUpdate, (v) => ({ name: 'x', price: 1, features: [v] }), 'features'],
    ['creator city', ugcCreatorInput, (v) => ({ name: 'x', city: v }), 'city'],
    ['list search filter', advertisementFilters, (v) => ({ search: v }), 'search'],
  ];

  for (const [label, schema, input, field] of cases) {
    it(`refuses NUL and lone surrogates in the ${label}, naming the field`, () => {
      for (const bad of [NUL, LONE_HIGH, LONE_LOW]) expect(refused(schema, input(bad))).toEqual([field]);
    });
  }

  it('accepts whole emoji and other non-ASCII text', () => {
    expect(refused(advertisementInput, { name: 'Café 😀 日本', tags: ['👍🏽'] })).toEqual([]);
  });
});

describe('numbers bounded to their column', () => {
  it('takes ids up to 2147483647 and refuses the next one in a path, a body and a list', () => {
    expect(refused(idParams, { id: '2147483647' })).toEqual([]);
    expect(refused(idParams, { id: '2147483648' })).toEqual(['id']);
    expect(refused(idParams, { id: '99999999999' })).toEqual(['id']);
    expect(refused(advertisementInput, { name: 'x', user_id: 2 ** 31 })).toEqual(['user_id']);
    expect(refused(advertisementInput, { name: 'x', collections: [1, 2 ** 53] })).toEqual(['collections']);
    expect(refused(advertisementBulk, { ids: [2 ** 31], action: 'show' })).toEqual(['ids']);
  });

  it('refuses counts, orders and prices beyond their column', () => {
    expect(refused(tiktokInput, { username: 'x', post_id: '7', likes: 2 ** 31 })).toEqual(['likes']);
    expect(refused(tiktokInput, { username: 'x', post_id: '7', likes: 2 ** 31 - 1 })).toEqual([]);
    expect(refused(collectionInput, { order: -(2 ** 31) - 1 })).toEqual(['order']);
    expect(refused(membershipUpdate, { name: 'x', price: 1e10 })).toEqual(['price']);
    expect(refused(membershipUpdate, { name: 'x', price: 99_999_999.99 })).toEqual([]);
  });
});
