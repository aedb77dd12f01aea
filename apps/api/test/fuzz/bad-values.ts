import fc from 'fast-check';

/** Numbers at and beyond the edges a column or a JavaScript number has. */
export const EDGE_NUMBERS = [
  0,
  -1,
  0.5,
  -0,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  1e308,
  Number.MIN_VALUE,
  99999999999,
];

/**
 * Dates and months at and beyond the years a field takes (1900-2999) and what PostgreSQL can
 * hold, plus days that do not exist: each must be a 400 on its field, never a 500.
 */
export const EDGE_DATES = [
  '0000-01-01T00:00:00.000Z',
  '1899-12-31T23:59:59.999Z',
  '1900-01-01T00:00:00.000Z',
  '1900-01-01T00:00:00+14:00',
  '2999-12-31T23:59:59.999Z',
  '2999-12-31T23:59:59-12:00',
  '3000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00',
  '0000-01',
  '1899-12',
  '1900-01',
  '2999-12',
  '3000-01',
  '2026-00',
  '2026-13',
];

/** Ids at and just beyond the maximum of an `integer` column, as numbers, text and lists. */
export const EDGE_IDS: unknown[] = [
  2 ** 31 - 1,
  2 ** 31,
  '2147483647',
  '2147483648',
  [2 ** 31 - 1],
  [2 ** 31],
  ['2147483647'],
];

/** Text PostgreSQL refuses or that breaks naive code: NUL, lone surrogates, controls, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF',
    'x\uD83Dy',
    '\uDE00\uD83D',
    '😀\uD83D',
    '\u202E\u0007\u001b[31m',
    '%00',
    '\\u0000',
    "'; drop table advertisements; --",
    '__proto__',
    'constructor',
    '2147483648',
    '99999999999',
    '9007199254740993',
    '-1',
    '1e400',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    'x'.repeat(70_000),
    '😀'.repeat(20_000),
    '\u0000'.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', 'a', '😀'), minLength: 1, maxLength: 12 }),
);

/** JSON nested deeper than any schema expects. */
const deeplyNested = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Any value of the wrong type or at an edge, for any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(...EDGE_DATES), weight: 1 },
  { arbitrary: fc.constantFrom(...EDGE_IDS), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { __proto__: null }), weight: 2 },
  {
    arbitrary: fc.array(fc.oneof(hostileString, fc.constantFrom(...EDGE_NUMBERS)), { maxLength: 4 }),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(Array.from({ length: 5_000 }, (_, i) => i + 1)), weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
);

/** A value as it would be typed into a URL or a form field. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
