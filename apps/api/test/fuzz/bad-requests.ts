import fc from 'fast-check';
import { asText, badValue, EDGE_DATES, EDGE_IDS, hostileString } from './bad-values.js';
import { filesOfEveryKind } from './file-kinds.js';
import { brokenMultipart } from './multipart-bodies.js';
import { encodePart, fillPath, type JsonSchema, type WriteRoute } from './routes.js';
import { validObject } from './valid-values.js';

export interface FuzzRequest {
  method: WriteRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what was broken, for the failure report */
  label: string;
}

const JSON_TYPE = 'application/json';

// a field that holds a date, a time or a month, by its format or its name
const isDateField = (name: string, schema: JsonSchema | undefined) =>
  schema?.format === 'date-time' ||
  JSON.stringify(schema ?? {}).includes('date-time') ||
  /(_at|_time|_date|_for|month)$/.test(name);
// a field that holds an id or ids, by its name
const isIdField = (name: string) => /(^|_)ids?$/.test(name) || name === 'collections' || name === 'batch';

/** A JSON object text with extra own keys, `__proto__` among them (JSON.stringify would drop it). */
const withExtraKeys = (base: Record<string, unknown>, extra: [string, unknown][]) => {
  const members = [...Object.entries(base), ...extra].map(
    ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`,
  );
  return `{${members.join(',')}}`;
};

const RAW_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  '{"name":"\\ud800"}',
  '{"name":"\\u0000"}',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/jsonx',
  'image/png',
  '*/*',
  ';;;',
  'multipart/mixed; boundary=x',
];

/**
 * Requests to one write route, each broken in one place: a body field, the body as a whole,
 * the content type, a path parameter, the query string, or a multipart body.
 */
export function badRequestsFor(
  route: WriteRoute,
  goodPath: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const base = route.body ? validObject(route.body) : {};
  const url = fillPath(route, goodPath);
  const json = (payload: string, label: string, extraHeaders: Record<string, string> = {}): FuzzRequest => ({
    method: route.method,
    url,
    headers: { 'content-type': JSON_TYPE, ...extraHeaders },
    payload,
    label,
  });
  const bodyFields = Object.keys(route.body?.properties ?? {});

  const kinds: fc.Arbitrary<FuzzRequest>[] = [
    fc.tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(true, false)).map(
      ([raw, typed]): FuzzRequest => ({
        method: route.method,
        url,
        headers: typed ? { 'content-type': JSON_TYPE } : {},
        payload: raw,
        label: `raw body ${JSON.stringify(raw.slice(0, 30))}${typed ? '' : ' without a content type'}`,
      }),
    ),
    fc
      .tuple(fc.constantFrom(...WRONG_TYPES), fc.constantFrom(JSON.stringify(base), 'a=1&b=2', '\u0000'))
      .map(([type, payload]) => ({
        method: route.method,
        url,
        headers: { 'content-type': type },
        payload,
        label: `content type ${type}`,
      })),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'created_at'),
            hostileString,
          ),
          badValue,
        ),
        {
          minLength: 1,
          maxLength: 5,
        },
      )
      .map((extra) =>
        json(
          withExtraKeys(base, extra),
          `extra keys ${extra.map(([k]) => JSON.stringify(k.slice(0, 20))).join(',')}`,
        ),
      ),
    brokenMultipart.map(
      (m): FuzzRequest => ({
        method: route.method,
        url,
        headers: m.contentType ? { 'content-type': m.contentType } : {},
        payload: m.body,
        label: `multipart: ${m.label}`,
      }),
    ),
    fc
      .tuple(
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...route.query.map((q) => q.name), 'x'), hostileString),
            badValue,
          ),
          { minLength: 1, maxLength: 4 },
        ),
      )
      .map(([pairs]) => {
        const qs = pairs.map(
          ([k, v]) => `${encodePart(k.slice(0, 100))}=${encodePart(asText(v).slice(0, 3000))}`,
        );
        return {
          ...json(JSON.stringify(base), 'query'),
          url: `${url}?${qs.join('&')}`,
          label: `query ${pairs.map(([k]) => JSON.stringify(k.slice(0, 20))).join(',')}`,
        };
      }),
  ];
  const properties = route.body?.properties ?? {};
  const dateFields = bodyFields.filter((f) => isDateField(f, properties[f]));
  const idFields = bodyFields.filter(isIdField);
  // dates at and beyond the bounds, and ids at the column's maximum, in the fields that hold them
  for (const [fields, values, what] of [
    [dateFields, EDGE_DATES, 'date'],
    [idFields, EDGE_IDS, 'id'],
  ] as const)
    if (fields.length)
      kinds.push(
        fc
          .tuple(fc.constantFrom(...fields), fc.constantFrom<unknown>(...values))
          .map(([field, value]) =>
            json(JSON.stringify({ ...base, [field]: value }), `${what} field ${field} = ${asText(value)}`),
          ),
      );
  // files of every kind to every file route (uploads and imports), the fields all good
  if (route.multipart)
    kinds.push(
      filesOfEveryKind(goodPath.id ?? '1', route.folder).map(
        (m): FuzzRequest => ({
          method: route.method,
          url,
          headers: { 'content-type': m.contentType ?? '' },
          payload: m.body,
          label: m.label,
        }),
      ),
    );
  if (bodyFields.length)
    kinds.push(
      fc
        .tuple(fc.constantFrom(...bodyFields), badValue, fc.constantFrom(true, false))
        .map(([field, value, inArray]) => {
          const isArray = route.body?.properties?.[field]?.type === 'array';
          const v = isArray && inArray ? [value] : value;
          return json(
            JSON.stringify({ ...base, [field]: v }),
            `body field ${field} = ${asText(v).slice(0, 40)}`,
          );
        }),
    );
  for (const param of route.pathParams)
    kinds.push(
      fc
        .oneof(
          badValue.map(asText),
          fc.constantFrom(
            '2147483647',
            '2147483648',
            '99999999999',
            '9007199254740993',
            '0',
            '-1',
            '1.5',
            '1e3',
            'x'.repeat(500),
          ),
        )
        .map((value) => ({
          ...json(JSON.stringify(base), ''),
          url: fillPath(route, { ...goodPath, [param.name]: value.slice(0, 2000) }),
          label: `path ${param.name} = ${JSON.stringify(value.slice(0, 30))}`,
        })),
    );
  return fc.oneof(...kinds);
}
