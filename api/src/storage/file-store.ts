import { randomUUID } from 'node:crypto';
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

/** What a store answers for a file it kept. */
export interface StoredFile {
  /** where the store keeps it: a relative path the store made (recorded in `arquivo.caminho`) */
  caminho: string;
  size: number;
  /** the first HEAD_BYTES bytes, for content sniffing */
  head: Buffer;
}

/**
 * Where uploaded files live. The store names each file itself (no part of the name comes from the
 * user); the local folder is the default (localFileStore) and an S3-compatible bucket takes its
 * place behind the same three calls when STORAGE_URL says so (s3FileStore).
 */
export interface FileStore {
  /** Stores the stream under a new name; refuses past `maxBytes` (FileTooLargeError) keeping nothing. */
  put(source: Readable, maxBytes: number): Promise<StoredFile>;
  /** The stored bytes, or undefined when there is no such file. */
  get(caminho: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the file; nothing happens when it is already gone. */
  delete(caminho: string): Promise<void>;
}

/**
 * The stores' names: '<two first characters>/<uuid>' (a fan-out keeps folders small). Every store
 * makes and accepts these same names, so a file keeps its `arquivo.caminho` when it moves from the
 * local folder to a bucket (see s3-file-store.ts).
 */
const LOCAL_CAMINHO = /^([0-9a-f]{2})\/(\1[0-9a-f]{6}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const localCaminhoOf = (uuid: string): string => `${uuid.slice(0, 2)}/${uuid}`;

/** The folder and the file name of a name a store made; anything else (a way out of the store) throws. */
export function splitCaminho(caminho: string): [folder: string, name: string] {
  const match = LOCAL_CAMINHO.exec(caminho);
  if (!match) throw new Error('caminho de arquivo inválido');
  return [match[1]!, match[2]!];
}

/** Counts the bytes going through, fails past `maxBytes` and keeps the first HEAD_BYTES. */
export function meter(maxBytes: number): { transform: Transform; size: () => number; head: () => Buffer } {
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const transform = new Transform({
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
  return { transform, size: () => size, head: () => Buffer.concat(head) };
}

/** Files in a local folder; a partial file never stays behind. */
export function localFileStore(root: string): FileStore {
  const pathOf = (caminho: string): string => join(root, ...splitCaminho(caminho));
  return {
    async put(source, maxBytes) {
      const caminho = localCaminhoOf(randomUUID());
      const path = pathOf(caminho);
      const counter = meter(maxBytes);
      // the source may fail while the folder is made, before the pipeline listens: held, not unhandled
      let early: Error | undefined;
      const hold = (error: Error) => (early ??= error);
      source.once('error', hold);
      try {
        await mkdir(join(root, caminho.slice(0, 2)), { recursive: true });
        source.off('error', hold);
        if (early) throw early;
        await pipeline(source, counter.transform, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        source.resume(); // drain what the client still sends
        throw error;
      }
      return { caminho, size: counter.size(), head: counter.head() };
    },
    async get(caminho) {
      const path = pathOf(caminho);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(path), size: info.size };
    },
    async delete(caminho) {
      await rm(pathOf(caminho), { force: true });
    },
  };
}
