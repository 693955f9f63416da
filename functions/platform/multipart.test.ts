import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart';

const boundary = '----form123';
const contentType = `multipart/form-data; boundary=${boundary}`;

function form(parts: string[]): Buffer {
  return Buffer.from(parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`, 'latin1');
}

describe('parseMultipart', () => {
  it('reads text fields and file parts with their name, type and exact bytes', () => {
    const body = form(['Content-Disposition: form-data; name="note"\r\n\r\nhello', 'Content-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\x00\xff']);
    const fields = parseMultipart(body, contentType);
    expect(fields?.note).toBe('hello');
    const file = fields?.file as { filename: string; contentType: string; bytes: Uint8Array };
    expect(file.filename).toBe('me.png');
    expect(file.contentType).toBe('image/png');
    expect([...file.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
  });

  it('refuses a body without its boundary, a truncated body and a non-multipart type', () => {
    expect(parseMultipart(Buffer.from('nothing'), contentType)).toBeUndefined();
    expect(parseMultipart(form(['Content-Disposition: form-data; name="a"\r\n\r\nx']).subarray(0, 40), contentType)).toBeUndefined();
    expect(parseMultipart(form([]), 'application/json')).toBeUndefined();
  });
});
