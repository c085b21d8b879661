import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './stats.ts';

export { freePort } from '@hoogo/testing/ports';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The soft limit of open files of this shell's children (2,000 client + 2,000 server sockets need ~4,100). */
export function openFileLimit(): number {
  return Number(execFileSync('bash', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
}

/** Open-file limit below which children are started through `ulimit -n 65536`. */
const NEEDED_FDS = 4_500;

/**
 * Runs a TypeScript file with tsx in a child process, output to `logFile`. When this machine's open-file
 * limit is too low for the socket benchmark, the child is started with a raised one.
 */
export function startScript(
  script: string,
  options: { env?: NodeJS.ProcessEnv; args?: string[]; logFile: string },
) {
  const fd = openSync(options.logFile, 'a');
  // TypeScript runs through tsx; JavaScript (the compiled server) as it is, its stack traces mapped.
  // BENCH_SERVER_NODE_ARGS: further Node.js flags for the compiled server, e.g. to profile it under the
  // bench's load: BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
  const runner = script.endsWith('.ts')
    ? ['--import', 'tsx']
    : ['--enable-source-maps', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const argv = [process.execPath, ...runner, script, ...(options.args ?? [])];
  const quoted = argv.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  const raise = openFileLimit() < NEEDED_FDS;
  const child = raise
    ? spawn('bash', ['-c', `ulimit -n 65536 && exec ${quoted}`], {
        cwd: repositoryRoot,
        env: { ...process.env, ...options.env },
        stdio: ['ignore', fd, fd],
      })
    : spawn(argv[0] as string, argv.slice(1), {
        cwd: repositoryRoot,
        env: { ...process.env, ...options.env },
        stdio: ['ignore', fd, fd],
      });
  closeSync(fd);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.on('exit', () => {
      exited = true;
      resolve();
    });
  });
  const handle = {
    process: child,
    logFile: options.logFile,
    log: () => readFileSync(options.logFile, 'utf8'),
    exited: () => exited,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exit;
      }
    },
  };
  return handle;
}

export type Child = ReturnType<typeof startScript>;

/** Runs a script to its end; rejects with the tail of its log when it fails. */
export async function runScript(
  script: string,
  options: { env?: NodeJS.ProcessEnv; args?: string[]; logFile: string },
) {
  const child = startScript(script, options);
  const code = await new Promise<number | null>((resolve) =>
    child.process.on('exit', (status) => resolve(status)),
  );
  if (code !== 0)
    throw new Error(`${path.basename(script)} failed (exit ${code}):\n${child.log().slice(-2000)}`);
  return child.log();
}

/** Waits until `url` answers 200 (the child is up), or fails after `timeoutMs`. */
export async function waitForHttp(
  url: string,
  child: { exited(): boolean; log(): string },
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited())
      throw new Error(`process exited before ${url} answered:\n${child.log().slice(-2000)}`);
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.log().slice(-2000)}`);
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
