import type { UploadedFile } from '@shared/api';

/**
 * Parses a buffered multipart/form-data body (RFC 7578): file parts become
 * `{ filename, contentType, bytes }`, other parts strings. Undefined when the body is not a
 * well-formed form with the boundary of its content type.
 */
export function parseMultipart(body: Buffer, contentType: string | undefined): Record<string, string | UploadedFile> | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const token = boundary?.[1] ?? boundary?.[2];
  if (!/^multipart\/form-data/i.test(contentType ?? '') || !token) return undefined;
  const delimiter = Buffer.from(`--${token}`);
  const fields: Record<string, string | UploadedFile> = {};
  let start = body.indexOf(delimiter);
  if (start === -1) return undefined;
  for (;;) {
    start += delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') return fields; // closing delimiter
    const next = body.indexOf(delimiter, start);
    if (next === -1) return undefined;
    // A part is CRLF, headers, CRLF CRLF, content, CRLF, then the next delimiter.
    const part = body.subarray(start + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) return undefined;
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) return undefined;
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    fields[name] =
      filename === undefined
        ? content.toString('utf8')
        : { filename, contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream', bytes: new Uint8Array(content) };
    start = next;
  }
}
