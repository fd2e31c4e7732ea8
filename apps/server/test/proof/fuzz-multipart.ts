import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import type { FuzzCase } from './fuzz-cases.ts';
import type { Operation } from './fuzz-ops.ts';

interface Part {
  field?: string;
  filename?: string | undefined;
  type?: string | undefined;
  bytes: Buffer | string;
}

const BOUNDARY = '----hlfuzzBoundary7MA4YWxkTrZu0gW';

function form(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A 1×1 PNG (valid), made by hand so the sweep needs no image library. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The upload endpoint: broken forms, lying files, traversal names, over-size files, and a valid one. */
export function multipartCases(op: Operation): FuzzCase[] {
  const mp = `multipart/form-data; boundary=${BOUNDARY}`;
  const c = (
    label: string,
    payload: Buffer | string,
    contentType: string | undefined = mp,
    headers?: Record<string, string>,
  ): FuzzCase => ({
    kind: 'multipart',
    label,
    url: op.path,
    ...(contentType ? { contentType } : {}),
    ...(headers ? { headers } : {}),
    payload,
  });
  const png = (filename: string, type = 'image/png') => form([{ filename, type, bytes: TINY_PNG }]);
  return [
    c('valid png', png('photo.png')),
    c('valid png, second', png('a.png')),
    c('text claiming png', form([{ filename: 'x.png', type: 'image/png', bytes: 'not an image at all' }])),
    c(
      'svg with script',
      form([{ filename: 'x.svg', type: 'image/svg+xml', bytes: '<svg onload="alert(1)"/>' }]),
    ),
    c('html as image', form([{ filename: 'x.png', type: 'text/html', bytes: '<script>alert(1)</script>' }])),
    c('empty file', form([{ filename: 'x.png', type: 'image/png', bytes: Buffer.alloc(0) }])),
    c('truncated png', form([{ filename: 'x.png', type: 'image/png', bytes: TINY_PNG.subarray(0, 30) }])),
    c(
      'png header then zeros',
      form([
        {
          filename: 'x.png',
          type: 'image/png',
          bytes: Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(4096)]),
        },
      ]),
    ),
    c('wrong field name', form([{ field: 'image', filename: 'x.png', type: 'image/png', bytes: TINY_PNG }])),
    c('field, no file', form([{ field: 'file', bytes: 'just text' }])),
    c(
      'two files',
      form([
        { filename: 'a.png', type: 'image/png', bytes: TINY_PNG },
        { filename: 'b.png', type: 'image/png', bytes: TINY_PNG },
      ]),
    ),
    c(
      'prototype field names',
      form([
        { field: '__proto__', bytes: 'x' },
        { field: 'constructor', bytes: 'y' },
        { filename: 'a.png', type: 'image/png', bytes: TINY_PNG },
      ]),
    ),
    c('many text fields', form(Array.from({ length: 12 }, (_, i) => ({ field: `f${i}`, bytes: 'x' })))),
    c('traversal filename', png('../../../../etc/passwd')),
    c('crlf filename', png('a.png"\r\nContent-Type: text/html\r\nX: "')),
    c('unicode filename', png('😀\u202egnp.exe\u0000.png')),
    c('no filename', form([{ type: 'image/png', bytes: TINY_PNG }])),
    c('no part type', form([{ filename: 'a.png', bytes: TINY_PNG }])),
    c(
      'file over the limit',
      form([
        {
          filename: 'big.png',
          type: 'image/png',
          bytes: Buffer.concat([TINY_PNG, Buffer.alloc(FEEDBACK_LIMITS.uploadMaxBytes)]),
        },
      ]),
    ),
    c('declared huge length', png('a.png'), mp, { 'content-length': '99999999' }),
    c('empty body', ''),
    c('garbage body', Buffer.from('this is not a multipart body at all')),
    c('cut before the end', png('a.png').subarray(0, 120)),
    c('boundary missing', png('a.png'), 'multipart/form-data'),
    c('other boundary', png('a.png'), 'multipart/form-data; boundary=nope'),
    c('as json', JSON.stringify({ file: TINY_PNG.toString('base64') }), 'application/json'),
    c(
      'as form',
      `file=${encodeURIComponent(TINY_PNG.toString('base64'))}`,
      'application/x-www-form-urlencoded',
    ),
    c('no content type', png('a.png'), undefined),
    c('mixed type', png('a.png'), `multipart/mixed; boundary=${BOUNDARY}`),
  ];
}
