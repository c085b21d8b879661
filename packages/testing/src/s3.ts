/// <reference path="./s3rver.d.ts" />
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * s3rver's built-in account. s3rver checks the access key id but not a Signature V4 (it says so in its
 * source), so any secret passes: one no log line could hold by chance, for the tests that look for it.
 */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'hoogo-test-secret-access-key-never-logged';

export interface LoopbackS3 {
  /** The MEDIA_S3_* variables of the running store (a private bucket: the app serves `/media/<key>`). */
  env: Record<string, string>;
  /** The same, as the server's media settings read them (its `MediaS3Settings`). */
  settings: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: undefined;
    forcePathStyle: true;
  };
  /** Whether the bucket holds an object under `key`, read from the store's own files. */
  has(key: string): boolean;
  /** Stops the store; its objects stay on disk for a restart(). */
  stop(): Promise<void>;
  /** Starts the store again on the same port with the same objects. */
  restart(): Promise<void>;
  /** Stops the store and removes its objects. */
  destroy(): Promise<void>;
}

/**
 * A real S3 API on loopback (s3rver, objects kept as files in a temporary folder) with one bucket, on a
 * free port: the media store the server's S3 tests and the several instances of the e2e tests share
 * (docs/operations.md, "Media in an S3 bucket").
 */
export async function startLoopbackS3(bucket = 'hoogo-media'): Promise<LoopbackS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hoogo-s3-'));
  const start = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = start(0);
  const { port } = await server.run();
  let running = true;
  const settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    publicUrl: undefined,
    forcePathStyle: true,
  } as const;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    env: {
      MEDIA_S3_ENDPOINT: settings.endpoint,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: settings.region,
      MEDIA_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      MEDIA_S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    settings,
    // s3rver keeps an object's bytes in `<directory>/<bucket>/<key>._S3rver_object`.
    has: (key) => existsSync(path.join(directory, bucket, `${key}._S3rver_object`)),
    stop,
    async restart() {
      await stop();
      server = start(port);
      await server.run();
      running = true;
    },
    async destroy() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
