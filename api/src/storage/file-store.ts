import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes enough for content sniffing (file-type reads at most this many). */
export const HEAD_BYTES = 4100;

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`arquivo maior que ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/**
 * Where uploaded files live, by server-made id. The local folder is the default; an object store
 * can take its place behind the same three calls.
 */
export interface FileStore {
  /** Stores the stream under `id`; refuses (and keeps nothing) past `maxBytes`. Answers the size and first bytes. */
  put(id: string, source: Readable, maxBytes: number): Promise<{ size: number; head: Buffer }>;
  /** The stored bytes, or undefined when there is no such file. */
  get(id: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(id: string): Promise<void>;
}

/** Files in a local folder, two-level fan-out by id ('ab/abcdef…'); ids are uuids made by the server. */
export function localFileStore(root: string): FileStore {
  const pathOf = (id: string): string => {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('id de arquivo inválido');
    return join(root, id.slice(0, 2), id);
  };
  return {
    async put(id, source, maxBytes) {
      const path = pathOf(id);
      await mkdir(join(root, id.slice(0, 2)), { recursive: true });
      let size = 0;
      const head: Buffer[] = [];
      let headSize = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback(new FileTooLargeError(maxBytes));
          if (headSize < HEAD_BYTES) {
            head.push(chunk.subarray(0, HEAD_BYTES - headSize));
            headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        source.resume(); // drain what the client still sends
        throw error;
      }
      return { size, head: Buffer.concat(head) };
    },
    async get(id) {
      const path = pathOf(id);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(path), size: info.size };
    },
    async delete(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}
