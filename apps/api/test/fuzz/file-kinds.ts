import fc from 'fast-check';
import type { RawBody } from './multipart-bodies.js';

const B = 'fuzzfilekinds9Qx2LmTz';
const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');

/**
 * Files of every kind a client may send to a file route (an upload or an import), each with the
 * content type it claims: real media, media types we do not take, documents, executables, text
 * of every shape an import reads, and bytes with no shape at all.
 */
const FILES: [label: string, data: Buffer, type: string][] = [
  [
    'png',
    hex(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    ),
    'image/png',
  ],
  ['jpeg', hex('ffd8ffe000104a46494600010100000100010000ffd9'), 'image/jpeg'],
  ['gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'), 'image/gif'],
  [
    'webp',
    Buffer.concat([Buffer.from('RIFF'), hex('24000000'), Buffer.from('WEBPVP8 '), Buffer.alloc(24)]),
    'image/webp',
  ],
  [
    'svg with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'image/svg+xml',
  ],
  [
    'svg as png',
    Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    'image/png',
  ],
  [
    'mp4',
    Buffer.concat([hex('0000001c667479706973736f6d0000020069736f6d69736f326d703431'), Buffer.alloc(64)]),
    'video/mp4',
  ],
  ['webm', Buffer.concat([hex('1a45dfa3'), Buffer.alloc(60)]), 'video/webm'],
  ['mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(60)]), 'audio/mpeg'],
  ['pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'application/pdf'],
  ['zip', Buffer.concat([hex('504b0304'), Buffer.alloc(40)]), 'application/zip'],
  ['gzip', Buffer.concat([hex('1f8b0800'), Buffer.alloc(20)]), 'application/gzip'],
  ['exe as jpeg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]), 'image/jpeg'],
  ['elf', Buffer.concat([hex('7f454c46'), Buffer.alloc(60)]), 'application/octet-stream'],
  ['html', Buffer.from('<!doctype html><html><body onload="alert(1)">x</body></html>'), 'text/html'],
  ['csv', Buffer.from('name,post_id,username\nFuzz,7999999999999999999,fuzz.user\n'), 'text/csv'],
  ['csv with formulas', Buffer.from('name,tags\n=HYPERLINK("http://x"),"=1+1;@SUM(A1)"\n'), 'text/csv'],
  ['csv with NUL and a broken emoji', Buffer.from('name\n"a\u0000b"\n"\uD83D"\n'), 'text/csv'],
  ['csv, one unclosed quote', Buffer.from('name,post_id\n"never closed,1\n'), 'text/csv'],
  ['csv of 5,000 empty columns', Buffer.from(`${','.repeat(5_000)}\n${','.repeat(5_000)}\n`), 'text/csv'],
  ['csv in UTF-16', Buffer.concat([hex('fffe'), Buffer.from('name,post_id\n', 'utf16le')]), 'text/csv'],
  [
    'csv with dates out of range',
    Buffer.from(
      'post_id,username,created_time,created_for\n7999999999999999998,u,0000-01-01T00:00:00Z,3000-01\n',
    ),
    'text/csv',
  ],
  [
    'json array',
    Buffer.from('[{"name":"Fuzz","post_id":"7999999999999999997","username":"u"}]'),
    'application/json',
  ],
  [
    'json of the wrong shape',
    Buffer.from('{"rows":"not an array","__proto__":{"admin":true}}'),
    'application/json',
  ],
  ['json nested deep', Buffer.from(`${'['.repeat(5_000)}${']'.repeat(5_000)}`), 'application/json'],
  ['ndjson', Buffer.from('{"name":"a"}\n{"name":\n'), 'application/x-ndjson'],
  ['empty', Buffer.alloc(0), 'application/octet-stream'],
  ['one NUL byte', Buffer.alloc(1), 'text/csv'],
];

const NAMES = [
  'file.bin',
  '../../etc/passwd',
  'ünïcødé 😀.csv',
  '',
  'a'.repeat(300),
  'x.csv\u0000.png',
  'CON',
];

const part = (name: string, value: Buffer | string, file?: { filename: string; type?: string }) =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.filename}"` : ''}\r\n` +
        (file?.type ? `Content-Type: ${file.type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);

/**
 * A well-formed multipart body carrying one file of some kind, with the fields an upload or an
 * import reads (the record's id, the route's folder, dry_run): sent before the file (as the SPA
 * does) or after it, so that both the early and the late checks meet every kind.
 */
export function filesOfEveryKind(id: string, folder: string | undefined): fc.Arbitrary<RawBody> {
  return fc
    .record({
      file: fc.oneof(
        { arbitrary: fc.constantFrom(...FILES), weight: 5 },
        {
          arbitrary: fc
            .uint8Array({ minLength: 1, maxLength: 2_000 })
            .map((bytes): [string, Buffer, string] => ['random bytes', Buffer.from(bytes), 'image/png']),
          weight: 1,
        },
      ),
      claimed: fc.constantFrom('own', 'none', 'lying'),
      fieldName: fc.constantFrom('file', 'file', '1'),
      filename: fc.constantFrom(...NAMES),
      fieldsFirst: fc.boolean(),
      dryRun: fc.constantFrom('true', 'true', 'false'),
    })
    .map(({ file: [label, data, type], claimed, fieldName, filename, fieldsFirst, dryRun }) => {
      const fields = [
        part('id', id),
        part('folder', folder ?? 'media'),
        part('dry_run', dryRun),
        part('skip_invalid', 'true'),
      ];
      const declared = claimed === 'own' ? type : claimed === 'lying' ? 'image/png' : undefined;
      const filePart = part(fieldName, data, { filename, ...(declared && { type: declared }) });
      const parts = fieldsFirst ? [...fields, filePart] : [filePart, ...fields];
      return {
        contentType: `multipart/form-data; boundary=${B}`,
        body: Buffer.concat([...parts, Buffer.from(`--${B}--\r\n`)]),
        label: `file ${label} as ${fieldName} (${claimed} type, name ${JSON.stringify(filename.slice(0, 20))}${fieldsFirst ? '' : ', file first'})`,
      };
    });
}
