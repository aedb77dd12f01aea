import fc from 'fast-check';
import { EDGE_NUMBERS, hostileString } from './bad-values.js';

/** A body and the content type it is sent with. */
export interface RawBody {
  contentType?: string;
  body: Buffer;
  label: string;
}

const B = 'fuzzboundary7MA4YWxkTrZu0gW';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

type Part = [name: string, value: string | Buffer, filename?: string];

const partText = ([name, value, filename]: Part) =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        (filename ? 'Content-Type: image/png\r\n' : '') +
        '\r\n',
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);

const form = (parts: Part[], end = `--${B}--\r\n`) =>
  Buffer.concat([...parts.map(partText), Buffer.from(end)]);

const TYPE = `multipart/form-data; boundary=${B}`;

/**
 * Broken multipart bodies: the cases a client or an attacker sends, each with the fields an
 * upload names (ARCHITECTURE: `id`, `folder`, `file`), so that every layer is reached.
 */
export const brokenMultipart: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constant({ contentType: 'multipart/form-data', body: Buffer.alloc(0), label: 'no boundary, no body' }),
  fc.constant({ contentType: TYPE, body: Buffer.alloc(0), label: 'no body' }),
  fc.constant({
    contentType: 'multipart/form-data',
    body: form([['id', '1']]),
    label: 'no boundary in the type',
  }),
  fc.constant({
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: form([['id', '1']]),
    label: 'boundary over 256 characters',
  }),
  fc
    .constantFrom(['', 'no closing boundary'], ['--wrongboundary--\r\n', 'wrong closing boundary'])
    .map(([end, label]) => ({
      contentType: TYPE,
      body: form(
        [
          ['id', '1'],
          ['folder', 'media'],
          ['file', PNG, 'a.png'],
        ],
        end,
      ),
      label,
    })),
  fc.constant({
    contentType: TYPE,
    body: Buffer.concat([
      partText(['id', '1']),
      Buffer.from('garbage \u0000 between parts\r\n'),
      form([['folder', 'media']]),
    ]),
    label: 'garbage between parts',
  }),
  fc.constant({
    contentType: TYPE,
    body: form([
      ['id', '1'],
      ['id', '2'],
      ['folder', 'media'],
      ['file', PNG, 'a.png'],
    ]),
    label: 'id twice',
  }),
  fc.constant({
    contentType: TYPE,
    body: form([
      ['file', PNG, 'a.png'],
      ['file', PNG, 'b.png'],
      ['id', '1'],
      ['folder', 'media'],
    ]),
    label: 'two files before the fields',
  }),
  fc.constant({
    contentType: TYPE,
    body: form([
      ['__proto__', '1'],
      ['constructor', '{}'],
      ['file', PNG, '../../etc/passwd'],
    ]),
    label: 'prototype field names and a path as file name',
  }),
  fc
    .tuple(
      fc.oneof(hostileString, fc.constantFrom(...EDGE_NUMBERS.map(String))),
      fc.constantFrom(true, false),
    )
    .map(([id, fileFirst]) => {
      const fields: Part[] = [
        ['id', id],
        ['folder', 'media'],
      ];
      const file: Part = ['file', PNG, 'a.png'];
      return {
        contentType: TYPE,
        body: form(fileFirst ? [file, ...fields] : [...fields, file]),
        label: `id field ${JSON.stringify(id.slice(0, 20))}${fileFirst ? ', file first' : ''}`,
      };
    }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    contentType: TYPE,
    body: Buffer.concat([Buffer.from(`--${B}\r\n`), Buffer.from(bytes)]),
    label: 'random bytes after a boundary',
  })),
  fc.array(fc.tuple(hostileString, hostileString), { maxLength: 30 }).map((pairs) => ({
    contentType: TYPE,
    body: form(pairs.map(([n, v]) => [n.replace(/["\r\n]/g, '').slice(0, 50), v.slice(0, 1000)])),
    label: 'hostile field names and values',
  })),
);
