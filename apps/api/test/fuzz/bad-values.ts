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
