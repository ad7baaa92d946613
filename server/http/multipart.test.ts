import { describe, expect, it } from 'vitest';
import { MalformedMultipart, readMultipart } from './multipart';

const BOUNDARY = 'test-boundary-7MA4YWxkTrZu0gW';

type Part = { name?: string; value: string | Buffer; fileName?: string; type?: string };

/** A multipart/form-data body written by hand, so malformed variants can be made from it. */
function body(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = ['form-data', part.name === undefined ? null : `name="${part.name}"`, part.fileName === undefined ? null : `filename="${part.fileName}"`].filter(Boolean).join('; ');
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A request whose body arrives in pieces of `chunkSize` bytes, as from a slow connection. */
function request(bytes: Buffer, { chunkSize = bytes.length || 1, type = `multipart/form-data; boundary=${BOUNDARY}` } = {}): Request {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + chunkSize)));
      offset += chunkSize;
    },
  });
  return new Request('http://localhost/api/job-applications', { method: 'POST', headers: { 'content-type': type }, body: stream, duplex: 'half' } as RequestInit);
}

const options = { fileField: 'resume', maxFileBytes: 1024, maxFieldBytes: 4096 };
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41)]);

describe('readMultipart', () => {
  it('reads the text fields and the resume byte for byte', async () => {
    const read = await readMultipart(request(body([{ name: 'firstName', value: 'Zoë' }, { name: 'resume', value: pdf, fileName: 'cv.pdf', type: 'application/pdf' }])), options);
    expect(read.fields).toEqual({ firstName: 'Zoë' });
    expect(read.file?.fileName).toBe('cv.pdf');
    expect(read.file?.tooLarge).toBe(false);
    expect(read.file?.bytes.equals(pdf)).toBe(true);
  });

  it('gives the same answer when the body arrives a byte at a time', async () => {
    const parts = [{ name: 'email', value: 'ada@example.com' }, { name: 'resume', value: pdf, fileName: 'cv.pdf' }];
    const read = await readMultipart(request(body(parts), { chunkSize: 1 }), options);
    expect(read.fields).toEqual({ email: 'ada@example.com' });
    expect(read.file?.bytes.equals(pdf)).toBe(true);
  });

  it('takes the first non-empty resume: an empty file input is what a browser sends when none was chosen', async () => {
    const second = Buffer.from('%PDF-1.4\nsecond');
    const read = await readMultipart(
      request(
        body([
          { name: 'resume', value: Buffer.alloc(0), fileName: '' },
          { name: 'resume', value: pdf, fileName: 'first.pdf' },
          { name: 'resume', value: second, fileName: 'second.pdf' },
        ]),
      ),
      options,
    );
    expect(read.file?.fileName).toBe('first.pdf');
    expect(read.file?.bytes.equals(pdf)).toBe(true);
  });

  it('has no file when the resume part is empty or a text field', async () => {
    expect((await readMultipart(request(body([{ name: 'resume', value: Buffer.alloc(0), fileName: '' }])), options)).file).toBeNull();
    const asText = await readMultipart(request(body([{ name: 'resume', value: 'not a file' }])), options);
    expect(asText.file).toBeNull();
    expect(asText.fields).toEqual({ resume: 'not a file' });
  });

  it('drops file parts under other names, and every file part when the form takes none', async () => {
    const parts = [{ name: 'photo', value: pdf, fileName: 'me.pdf' }, { name: 'name', value: 'Ada' }];
    expect(await readMultipart(request(body(parts)), options)).toEqual({ fields: { name: 'Ada' }, file: null });
    const contact = await readMultipart(request(body([...parts, { name: 'resume', value: pdf, fileName: 'cv.pdf' }])), { ...options, fileField: undefined });
    expect(contact).toEqual({ fields: { name: 'Ada' }, file: null });
  });

  it('keeps the first value of a repeated field and ignores a part without a name', async () => {
    const read = await readMultipart(request(body([{ name: 'topic', value: 'web' }, { name: 'topic', value: 'ai' }, { value: 'anonymous' }])), options);
    expect(read.fields).toEqual({ topic: 'web' });
  });

  it('takes "__proto__" as an ordinary field name', async () => {
    const read = await readMultipart(request(body([{ name: '__proto__', value: 'x' }, { name: 'name', value: 'Ada' }])), options);
    expect(Object.getPrototypeOf(read.fields)).toBe(Object.prototype);
    expect(read.fields.name).toBe('Ada');
  });

  it('marks a file over the limit as too large and keeps no more than the limit', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(2000, 0x42)]);
    const read = await readMultipart(request(body([{ name: 'resume', value: big, fileName: 'cv.pdf' }]), { chunkSize: 256 }), options);
    expect(read.file?.tooLarge).toBe(true);
    expect(read.file?.bytes.length).toBe(options.maxFileBytes);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([pdf, Buffer.alloc(options.maxFileBytes - pdf.length, 0x43)]);
    const read = await readMultipart(request(body([{ name: 'resume', value: exact, fileName: 'cv.pdf' }])), options);
    expect(read.file?.tooLarge).toBe(false);
    expect(read.file?.bytes.length).toBe(options.maxFileBytes);
  });

  const malformed: [string, Request][] = [
    ['no boundary in the content type', request(body([{ name: 'a', value: 'b' }]), { type: 'multipart/form-data' })],
    ['a body cut short inside a file', request(body([{ name: 'resume', value: pdf, fileName: 'cv.pdf' }]).subarray(0, 200))],
    ['a body cut short inside a field', request(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken`))],
    ['a body with no closing boundary', request(body([{ name: 'a', value: 'b' }]).subarray(0, -(BOUNDARY.length + 6)))],
    ['more than 200 parts', request(body(Array.from({ length: 201 }, (_, index) => ({ name: `f${index}`, value: 'x' }))))],
  ];
  it.each(malformed)('refuses %s', async (_name, input) => {
    await expect(readMultipart(input, options)).rejects.toBeInstanceOf(MalformedMultipart);
  });
});
