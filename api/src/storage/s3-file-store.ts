import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client, S3ServiceException, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FileTooLargeError, localCaminhoOf, meter, splitCaminho, type FileStore } from './file-store.js';

/** Where the bucket is (parsed from STORAGE_URL in config.ts). */
export interface S3StorageSettings {
  bucket: string;
  /** folder inside the bucket, without slashes at either end ('' for the bucket's root) */
  prefix: string;
  /** an S3-compatible server (MinIO, s3rver…); AWS itself when absent */
  endpoint?: string;
  region: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO and most S3-compatible servers) */
  forcePathStyle: boolean;
}

/** Each part of a multipart upload: at most this times PART_QUEUE bytes of one upload are in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PART_QUEUE = 2;

export interface S3FileStore extends FileStore {
  /** Fails with a clear message when the bucket cannot be reached (checked at start). */
  verify(): Promise<void>;
}

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS SDK v3), so that several api processes share them. The keys
 * are the local store's names under the prefix: `<prefix>/<ab>/<uuid>`, the same relative paths as
 * in the local folder. So an existing folder moves into a bucket as it is, and the `arquivo.caminho`
 * recorded for each file stays right:
 *
 *     aws s3 sync "$STORAGE_DIR" s3://bucket/prefix   # STORAGE_DIR defaults to DATA_DIR/arquivos
 *     # (--endpoint-url http://minio:9000 for MinIO), then start the api with STORAGE_URL=s3://bucket/prefix
 *
 * Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, a
 * role); `clientConfig` is for tests. Checksums are computed and validated only when an operation
 * requires them: S3-compatible servers do not all know the SDK's newer default (CRC32 on every request).
 */
export function s3FileStore(settings: S3StorageSettings, clientConfig: Partial<S3ClientConfig> = {}): S3FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...clientConfig,
  });
  const Bucket = settings.bucket;
  const keyOf = (caminho: string): string => {
    const [folder, name] = splitCaminho(caminho);
    return settings.prefix ? `${settings.prefix}/${folder}/${name}` : `${folder}/${name}`;
  };

  return {
    async put(source, maxBytes) {
      const caminho = localCaminhoOf(randomUUID());
      const counter = meter(maxBytes);
      source.on('error', (error) => counter.transform.destroy(error));
      source.pipe(counter.transform);
      // parts of PART_BYTES (a file below that goes in one PutObject); a failed multipart upload is aborted
      const upload = new Upload({ client, params: { Bucket, Key: keyOf(caminho), Body: counter.transform }, partSize: PART_BYTES, queueSize: PART_QUEUE });
      try {
        await upload.done();
      } catch (error) {
        source.unpipe(counter.transform);
        counter.transform.destroy();
        source.resume(); // drain what the client still sends
        if (counter.size() > maxBytes) throw new FileTooLargeError(maxBytes);
        throw error;
      }
      return { caminho, size: counter.size(), head: counter.head() };
    },
    async get(caminho) {
      const Key = keyOf(caminho);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(answer.Body instanceof Readable)) throw new Error('resposta do bucket sem corpo legível');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(caminho) {
      // S3 answers a missing key as deleted
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(caminho) }));
    },
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode ?? '?'})` : '';
        const reason = error instanceof Error ? `${error.name}${status}: ${error.message}` : String(error);
        throw new Error(`STORAGE_URL: o bucket "${Bucket}" não está acessível${settings.endpoint ? ` em ${settings.endpoint}` : ''} — ${reason}`, {
          cause: error,
        });
      }
    },
  };
}
