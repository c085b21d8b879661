import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaS3Settings } from '../../config/index.js';

/** An object being read: its bytes as a stream, and what the store says of them. */
export interface S3Object {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
}

/**
 * One bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Garage), as the media storage needs
 * it. This file is the only one that knows the AWS SDK (docs/decisions/0049-media-on-object-storage.md).
 */
export interface S3Bucket {
  readonly name: string;
  /** Whether the object exists (HEAD). */
  has(key: string): Promise<boolean>;
  /** Uploads the object in one request: the store shows it whole or not at all. */
  put(key: string, bytes: Buffer, contentType: string, cacheControl: string): Promise<void>;
  /** The object, or null when the bucket has no such key. */
  get(key: string): Promise<S3Object | null>;
  /** Deletes the object; a missing one is not an error (S3 answers 204 for it too). */
  remove(key: string): Promise<void>;
  /** Rejects when the bucket cannot be reached with these settings (HEAD on the bucket). */
  check(): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
}

/** What a failed S3 call says, for the log: never the request, its signature or the keys. */
export function describeS3Error(error: unknown): { name: string; message: string; status?: number } {
  if (error instanceof S3ServiceException) {
    return {
      name: error.name,
      message: error.message,
      ...(error.$metadata.httpStatusCode !== undefined && { status: error.$metadata.httpStatusCode }),
    };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/**
 * A missing object: HEAD answers a bare 404 (NotFound), GET names it NoSuchKey. A missing bucket is a
 * 404 too, but a configuration problem, not a missing object.
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** Opening a connection to the store gives up after this long: a submitter waits for it. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A request whose answer does not start within this long is given up (and retried by the client). */
const REQUEST_TIMEOUT_MS = 20_000;

export function createS3Bucket(settings: MediaS3Settings): S3Bucket {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the S3 API requires them: the SDK's newer defaults (CRC32 on every upload and
    // download) are refused or ignored by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;

  return {
    name: Bucket,
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async put(key, bytes, contentType, cacheControl) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: cacheControl,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          // In Node.js the SDK's body is an http.IncomingMessage, a Readable.
          body: answer.Body as Readable,
          contentType: answer.ContentType,
          contentLength: answer.ContentLength,
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissingObject(error)) throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
