import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';

/** A file part as received: the name the client gave it and its bytes (at most `maxFileBytes`). */
export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
  /** More than `maxFileBytes` were sent; `bytes` holds only the first `maxFileBytes`. */
  tooLarge: boolean;
}

export interface MultipartBody {
  /** Text parts by name; a repeated name keeps its first value. */
  fields: Record<string, string>;
  /** The first non-empty file part named `fileField`, if any. */
  file: ReceivedFile | null;
}

export interface MultipartOptions {
  /** The one file part the form takes; other file parts are read past and dropped. */
  fileField?: string;
  maxFileBytes: number;
  /** The largest text part (the request's own size limit applies first). */
  maxFieldBytes: number;
}

/** The body is not well-formed multipart/form-data (no boundary, cut short, too many parts). */
export class MalformedMultipart extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedMultipart';
  }
}

const MAX_PARTS = 200;

/**
 * Reads a multipart/form-data body as it streams in (busboy), so a 5 MB resume is copied once into
 * its own buffer instead of being buffered whole, wrapped in a Blob and copied again on the event
 * loop (the Fetch API's `formData()`). Throws MalformedMultipart for a body it cannot read.
 */
export async function readMultipart(request: Request, options: MultipartOptions): Promise<MultipartBody> {
  const { fileField, maxFileBytes, maxFieldBytes } = options;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // A part is a file when it has a file name, as the Fetch API's parser decides.
      isPartAFile: (_name, _type, fileName) => fileName !== undefined,
      limits: { fieldSize: maxFieldBytes, fileSize: maxFileBytes, parts: MAX_PARTS, headerPairs: 20 },
    });
  } catch (error) {
    throw new MalformedMultipart(error instanceof Error ? error.message : 'unreadable multipart body');
  }

  const fields = new Map<string, string>();
  // Every part under `fileField`, in order (the request's size limit bounds them all); the first non-empty one wins.
  const candidates: ReceivedFile[] = [];
  let tooManyParts = false;

  parser.on('field', (name: string | undefined, value) => {
    if (name !== undefined && !fields.has(name)) fields.set(name, value);
  });
  parser.on('file', (name, stream, fileName) => {
    // An error on a part (the body cut short) also fails the parser; this listener keeps it from being unhandled.
    stream.on('error', () => {});
    if (name !== fileField || candidates.some((candidate) => candidate.bytes.length > 0)) {
      stream.resume();
      return;
    }
    const candidate: ReceivedFile = { fileName, bytes: Buffer.alloc(0), tooLarge: false };
    candidates.push(candidate);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      candidate.bytes = Buffer.concat(chunks);
      candidate.tooLarge = stream.truncated;
    });
  });
  parser.on('partsLimit', () => {
    tooManyParts = true;
  });

  if (!request.body) throw new MalformedMultipart('no body');
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser);
  } catch (error) {
    throw new MalformedMultipart(error instanceof Error ? error.message : 'unreadable multipart body');
  }
  if (tooManyParts) throw new MalformedMultipart(`more than ${MAX_PARTS} parts`);
  // An empty file part is what a browser sends for a file input left empty.
  return { fields: Object.fromEntries(fields), file: candidates.find((candidate) => candidate.bytes.length > 0) ?? null };
}
