import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in access key id; s3rver does not check a Signature V4, so any secret passes. */
const ACCESS_KEY_ID = 'S3RVER';

export interface LoopbackS3 {
  /** The MEDIA_S3_* variables of the running store (a private bucket: the app serves `/media/<key>`). */
  env: Record<string, string>;
  /** Whether the bucket holds an object under `key`, read from the store's own files. */
  has: (key: string) => boolean;
  /** Stops the store and removes its objects. */
  stop: () => Promise<void>;
}

/**
 * A real S3 API on loopback (s3rver, objects kept as files in a temporary folder) with one bucket, on a
 * free port: the shared media store of several instances (docs/operations.md, "Media in an S3 bucket").
 */
export async function startLoopbackS3(bucket = 'hoogo-media'): Promise<LoopbackS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hoogo-e2e-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      MEDIA_S3_SECRET_ACCESS_KEY: 'hoogo-e2e-secret-access-key',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    // s3rver keeps an object's bytes in `<directory>/<bucket>/<key>._S3rver_object`.
    has: (key) => existsSync(path.join(directory, bucket, `${key}._S3rver_object`)),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
