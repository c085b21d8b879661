import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The bytes of an uploaded file kept in memory; a larger file goes to the disk. A selfie fits. */
export const SPOOL_MEMORY_BYTES = 256 * 1024;
/** A spool folder older than this is left over by a process that stopped without cleaning up. */
const STALE_SPOOL_MS = 60 * 60_000;

/** One uploaded file, in memory or on the disk until its upload's turn comes. */
export class SpooledFile {
  constructor(
    readonly size: number,
    private readonly memory: Buffer | undefined,
    private readonly file: string | undefined,
  ) {}

  async load(): Promise<Buffer> {
    return this.memory ?? readFile(this.file as string);
  }
}

/**
 * The files of the forms being read by this process: each form's files are kept in memory up to
 * SPOOL_MEMORY_BYTES and written to a folder of its own under `root` beyond that, so that the forms
 * waiting for an upload slot hold disk rather than memory. A form's files are removed with `discard`.
 */
export class FormSpool {
  private constructor(private readonly dir: string) {}

  /** The spool of this process under `root`; the folders of processes gone for an hour are removed. */
  static async open(root: string): Promise<FormSpool> {
    await mkdir(root, { recursive: true });
    for (const name of await readdir(root)) {
      const folder = path.join(root, name);
      const info = await stat(folder).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STALE_SPOOL_MS)
        await rm(folder, { recursive: true, force: true });
    }
    const dir = path.join(root, `${process.pid}-${randomUUID()}`);
    await mkdir(dir, { mode: 0o700 });
    return new FormSpool(dir);
  }

  /** A place for the files of one form. */
  form(): SpooledForm {
    return new SpooledForm(this.dir);
  }

  async close(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

export class SpooledForm {
  private readonly files = new Set<string>();
  private discarded = false;

  constructor(private readonly dir: string) {}

  /** Reads one file's stream to its end, in memory or, past SPOOL_MEMORY_BYTES, on the disk. */
  async take(stream: AsyncIterable<Buffer>): Promise<SpooledFile> {
    const chunks: Buffer[] = [];
    let size = 0;
    let file: string | undefined;
    let handle: FileHandle | undefined;
    try {
      for await (const chunk of stream) {
        size += chunk.length;
        if (!handle && size > SPOOL_MEMORY_BYTES) {
          file = path.join(this.dir, randomUUID());
          this.files.add(file);
          handle = await open(file, 'wx', 0o600);
          for (const kept of chunks) await handle.write(kept);
          chunks.length = 0;
        }
        if (handle) await handle.write(chunk);
        else chunks.push(chunk);
      }
    } finally {
      await handle?.close();
      // A form given up while this file was still arriving.
      if (this.discarded) await this.discard();
    }
    return file
      ? new SpooledFile(size, undefined, file)
      : new SpooledFile(size, Buffer.concat(chunks), undefined);
  }

  /** Removes the form's files from the disk, and any it is still writing once they end. */
  async discard(): Promise<void> {
    this.discarded = true;
    const files = [...this.files];
    this.files.clear();
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}
